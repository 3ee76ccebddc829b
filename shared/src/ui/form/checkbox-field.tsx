import { Checkbox, type CheckboxProps } from '@back-office/shared/fluent-extra';
import { useField } from 'react-final-form';
import { visibleError } from './field-messages';
import { FieldFrame, type BoundFieldProps } from './field-frame';

export interface CheckboxFieldProps
  extends BoundFieldProps<boolean | undefined>, Omit<CheckboxProps, 'name' | 'checked' | 'onChange' | 'label' | 'required'> {}

/** A checkbox bound to react-final-form as a boolean; its label sits beside the box. */
export function CheckboxField({ name, label, hint, required, validate, ...checkboxProps }: CheckboxFieldProps) {
  const { input, meta } = useField<boolean | undefined>(name, { type: 'checkbox', validate });
  return (
    <FieldFrame hint={hint} required={required} error={visibleError(meta)}>
      <Checkbox
        {...checkboxProps}
        label={label}
        name={input.name}
        checked={Boolean(input.checked)}
        onChange={(_event, data) => input.onChange(data.checked === true)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldFrame>
  );
}
