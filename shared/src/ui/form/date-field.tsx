import type { InputProps } from '@back-office/shared/fluent-core';
import { useField } from 'react-final-form';
import { visibleError } from './field-messages';
import { FieldFrame, type BoundFieldProps } from './field-frame';
import { DateInput } from './date-input';
import type { DateKind } from './date-text';

export interface DateFieldProps
  extends BoundFieldProps<string>, Omit<InputProps, 'name' | 'value' | 'onChange' | 'type' | 'required' | 'placeholder'> {
  /** `date` keeps `YYYY-MM-DD`, `month` keeps `YYYY-MM` (ID issuance and expiry). */
  type?: DateKind;
}

/** A day-first date (or month) input bound to react-final-form with an ISO value (decision 0011). */
export function DateField({ name, label, hint, required, validate, type = 'date', ...inputProps }: DateFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  return (
    <FieldFrame label={label} hint={hint} required={required} error={visibleError(meta)}>
      <DateInput
        {...inputProps}
        type={type}
        name={input.name}
        value={input.value}
        onChange={input.onChange}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldFrame>
  );
}
