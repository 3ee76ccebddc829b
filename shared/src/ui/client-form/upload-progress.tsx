import { Field } from '@back-office/shared/fluent-core';
import { ProgressBar } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { formatPercent, selectLanguage, useAppSelector } from '@back-office/shared';

/** How much of the client's files has reached the server (0–100). */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('common');
  const language = useAppSelector(selectLanguage);
  return (
    <Field label={t('clientForm.uploading')} validationMessage={formatPercent(percent, language)} validationState="none">
      <ProgressBar value={percent} max={100} />
    </Field>
  );
}
