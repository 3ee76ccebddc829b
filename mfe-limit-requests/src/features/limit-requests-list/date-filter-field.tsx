import { Field, Input } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';

export interface DateFilterFieldProps {
  label: string;
  value: string;
  /** The browser's picker greys out later days; typed dates are still checked by the rules. */
  max: string;
  /** A rule key of namespace `rules`. */
  error?: string;
  onChange: (value: string) => void;
}

/** One bound of the created-date range, with its rule message under it. */
export function DateFilterField({ label, value, max, error, onChange }: DateFilterFieldProps) {
  const { t } = useTranslation('rules');
  return (
    <Field label={label} validationMessage={error && t(error)} validationState={error ? 'error' : 'none'}>
      <Input type="date" value={value} max={max} onChange={(_event, data) => onChange(data.value)} />
    </Field>
  );
}
