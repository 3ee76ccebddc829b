import { Textarea, type TextareaProps } from '@back-office/shared/fluent-extra';
import { useField } from 'react-final-form';
import { visibleError } from './field-messages';
import { FieldFrame, type BoundFieldProps } from './field-frame';
import { textControlProps } from './text-control-props';

export interface TextareaFieldProps extends BoundFieldProps<string>, Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'required'> {}

/** Multi-line text bound to react-final-form. */
export function TextareaField({ name, label, hint, required, validate, ...textareaProps }: TextareaFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  return (
    <FieldFrame label={label} hint={hint} required={required} error={visibleError(meta)}>
      <Textarea {...textareaProps} {...textControlProps(input)} />
    </FieldFrame>
  );
}
