import { Input, type InputProps } from '@back-office/shared/fluent-core';
import { useField } from 'react-final-form';
import { visibleError } from './field-messages';
import { FieldFrame, type BoundFieldProps } from './field-frame';
import { isNumericText, toLatinDigits } from './numeric-text';
import { textControlProps } from './text-control-props';

export interface NumberFieldProps extends BoundFieldProps<string>, Omit<InputProps, 'name' | 'value' | 'onChange' | 'type' | 'required'> {
  /** Whole numbers only (tenure, codes) when false. */
  allowDecimals?: boolean;
}

/**
 * A number kept as the string typed (amounts stay exact, as the API sends them), in Latin
 * digits whatever the keyboard; keys that cannot make a number are ignored.
 */
export function NumberField({ name, label, hint, required, validate, allowDecimals = true, ...inputProps }: NumberFieldProps) {
  const { input, meta } = useField<string>(name, { validate });
  return (
    <FieldFrame label={label} hint={hint} required={required} error={visibleError(meta)}>
      <Input
        {...inputProps}
        type="text"
        inputMode={allowDecimals ? 'decimal' : 'numeric'}
        {...textControlProps(input)}
        onChange={(_event, data) => {
          const text = toLatinDigits(data.value);
          if (isNumericText(text, allowDecimals)) input.onChange(text);
        }}
      />
    </FieldFrame>
  );
}
