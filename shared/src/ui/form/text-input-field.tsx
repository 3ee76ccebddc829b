import { Field as FluentField, Input, type InputProps } from '@back-office/shared/fluent-core';
import { useField } from 'react-final-form';
import { visibleError } from './field-messages';

export interface TextInputFieldProps extends Omit<InputProps, 'name' | 'value' | 'onChange'> {
  name: string;
  label: string;
  hint?: string;
  /** Client-side rule returning translated message(s); runs before any server call. */
  validate?: (value: string) => string | string[] | undefined;
}

/** A Fluent input bound to react-final-form, with its error under the field. */
export function TextInputField({ name, label, hint, validate, required, ...inputProps }: TextInputFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  const error = visibleError(meta);
  return (
    <FluentField label={label} hint={hint} required={required} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Input
        {...inputProps}
        name={input.name}
        value={input.value ?? ''}
        onChange={(_event, data) => input.onChange(data.value)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FluentField>
  );
}
