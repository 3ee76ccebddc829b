import { Field as FluentField, type FieldProps } from '@back-office/shared/fluent-core';

/** What every form-bound field takes besides its control's own props. */
export interface BoundFieldProps<V> {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Client-side rule returning translated message(s); runs before any server call. */
  validate?: (value: V) => string | string[] | undefined;
}

export interface FieldFrameProps extends Pick<FieldProps, 'label' | 'hint' | 'required' | 'children'> {
  error?: string;
}

/** Label, hint and the error under the control, the same way for every field. */
export function FieldFrame({ error, ...fieldProps }: FieldFrameProps) {
  return <FluentField {...fieldProps} validationMessage={error} validationState={error ? 'error' : 'none'} />;
}
