import { useField } from 'react-final-form';
import { MultiSelect, type MultiSelectProps } from '../multi-select/multi-select';
import { visibleError } from './field-messages';
import { FieldFrame, type BoundFieldProps } from './field-frame';
import type { SelectOption } from './select-option';

type Ids = SelectOption['id'][];

export interface MultiSelectFieldProps
  extends BoundFieldProps<Ids | undefined>, Omit<MultiSelectProps, 'name' | 'selectedIds' | 'onChange' | 'required'> {}

/** Any number of `{id, name}` options, bound to react-final-form; the value is the list of ids. */
export function MultiSelectField({ name, label, hint, required, validate, ...selectProps }: MultiSelectFieldProps) {
  const { input, meta } = useField<Ids | undefined>(name, { validate });
  return (
    <FieldFrame label={label} hint={hint} required={required} error={visibleError(meta)}>
      <MultiSelect
        {...selectProps}
        name={input.name}
        selectedIds={Array.isArray(input.value) ? input.value : []}
        onChange={(ids) => input.onChange(ids)}
        onBlur={input.onBlur}
        onFocus={input.onFocus}
      />
    </FieldFrame>
  );
}
