import { Select, type SelectProps } from '@back-office/shared/fluent-extra';
import { useField } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { visibleError } from './field-messages';
import { FieldFrame, type BoundFieldProps } from './field-frame';
import { optionById, type SelectOption } from './select-option';

export interface SelectFieldProps
  extends BoundFieldProps<SelectOption['id'] | undefined>, Omit<SelectProps, 'name' | 'value' | 'onChange' | 'children' | 'required'> {
  options: SelectOption[];
  placeholder?: string;
}

/** A native select over `{id, name}` options, bound to react-final-form; the value is the id. */
export function SelectField({ name, label, hint, required, validate, options, placeholder, ...selectProps }: SelectFieldProps) {
  const { t } = useTranslation('common');
  const { input, meta } = useField<SelectOption['id'] | undefined>(name, { validate });
  return (
    <FieldFrame label={label} hint={hint} required={required} error={visibleError(meta)}>
      <Select
        {...selectProps}
        name={input.name}
        value={input.value === undefined || input.value === null ? '' : String(input.value)}
        onChange={(_event, data) => input.onChange(optionById(options, data.value)?.id)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      >
        <option value="">{placeholder ?? t('form.selectPlaceholder')}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
