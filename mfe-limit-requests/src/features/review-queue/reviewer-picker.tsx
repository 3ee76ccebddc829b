import type { ReviewerLoad } from '@back-office/shared/contract';
import { formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { Field } from '@back-office/shared/fluent-core';
import { Select } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';

/** Issue 18: an admin picks whose open work the by-reviewer view lists (or everyone's). */
export function ReviewerPicker({
  reviewers,
  value,
  onChange,
}: {
  reviewers: ReviewerLoad[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('reviewQueue');
  const language = useAppSelector(selectLanguage);
  return (
    <Field label={t('reviewer.label')}>
      <Select
        value={value === undefined ? '' : String(value)}
        onChange={(_event, data) => onChange(data.value ? Number(data.value) : undefined)}
      >
        <option value="">{t('reviewer.everyone')}</option>
        {reviewers.map((reviewer) => (
          <option key={reviewer.id} value={reviewer.id}>
            {t('reviewer.option', { name: reviewer.name, count: formatNumber(reviewer.open_count, language) })}
          </option>
        ))}
      </Select>
    </Field>
  );
}
