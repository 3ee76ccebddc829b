import { Field } from '@back-office/shared/fluent-core';
import { DateInput } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';

export interface DateFilterFieldProps {
  label: string;
  /** ISO `YYYY-MM-DD`, '' when empty; typed dates are checked by the rules (not after today). */
  value: string;
  /** A rule key of namespace `rules`. */
  error?: string;
  onChange: (value: string) => void;
}

/**
 * One bound of the created-date range, typed day first in the interface's convention (the
 * native picker showed mm/dd/yyyy in Arabic, issue 15 defect 10), with its rule message under it.
 */
export function DateFilterField({ label, value, error, onChange }: DateFilterFieldProps) {
  const { t } = useTranslation('rules');
  return (
    <Field label={label} validationMessage={error && t(error)} validationState={error ? 'error' : 'none'}>
      <DateInput value={value} onChange={onChange} />
    </Field>
  );
}
