import { Dropdown, Option, type DropdownProps } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../form/select-option';

export interface MultiSelectProps extends Omit<
  DropdownProps,
  'multiselect' | 'value' | 'selectedOptions' | 'onOptionSelect' | 'onChange' | 'children'
> {
  options: SelectOption[];
  selectedIds: SelectOption['id'][];
  onChange: (ids: SelectOption['id'][]) => void;
}

/**
 * A dropdown choosing any number of `{id, name}` options; ids keep their own type and the
 * options' order. Used by filters as is, and by forms through MultiSelectField.
 */
export function MultiSelect({ options, selectedIds, onChange, ...dropdownProps }: MultiSelectProps) {
  const { t } = useTranslation('common');
  const selected = new Set(selectedIds.map(String));
  const names = options.filter((option) => selected.has(String(option.id))).map((option) => option.name);
  return (
    <Dropdown
      {...dropdownProps}
      multiselect
      value={names.join(t('form.listSeparator'))}
      selectedOptions={[...selected]}
      onOptionSelect={(_event, data) => {
        const chosen = new Set(data.selectedOptions);
        onChange(options.filter((option) => chosen.has(String(option.id))).map((option) => option.id));
      }}
    >
      {options.map((option) => (
        <Option key={option.id} value={String(option.id)}>
          {option.name}
        </Option>
      ))}
    </Dropdown>
  );
}
