import { Field } from '@back-office/shared/fluent-core';
import { ProgressBar } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';

/** How much of the client's files has reached the server (0–100). */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation('common');
  return (
    <Field label={t('clientForm.uploading')} validationMessage={`${Math.round(percent)}%`} validationState="none">
      <ProgressBar value={percent} max={100} />
    </Field>
  );
}
