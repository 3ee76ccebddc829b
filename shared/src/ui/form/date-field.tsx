import { Input, type InputProps } from '@back-office/shared/fluent-core';
import { useField } from 'react-final-form';
import { visibleError } from './field-messages';
import { FieldFrame, type BoundFieldProps } from './field-frame';
import { textControlProps } from './text-control-props';

export interface DateFieldProps extends BoundFieldProps<string>, Omit<InputProps, 'name' | 'value' | 'onChange' | 'type' | 'required'> {
  /** `date` keeps `YYYY-MM-DD`, `month` keeps `YYYY-MM` (ID issuance and expiry). */
  type?: 'date' | 'month';
}

/** The browser's own date or month picker, bound to react-final-form with an ISO value. */
export function DateField({ name, label, hint, required, validate, type = 'date', ...inputProps }: DateFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  return (
    <FieldFrame label={label} hint={hint} required={required} error={visibleError(meta)}>
      <Input {...inputProps} type={type} {...textControlProps(input)} />
    </FieldFrame>
  );
}
