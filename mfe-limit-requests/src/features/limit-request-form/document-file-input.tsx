import { useTranslation } from 'react-i18next';
import { FileField } from '@back-office/shared/ui';

/** SPEC §5: general documents are PDF, text, HTML or e-mail messages. */
const GENERAL_DOCUMENT_ACCEPT = '.pdf,.txt,.html,.eml,.msg';

/** A row's problems are summed up (an oversized file alone is named at once, issue 15) by the form's message (SPEC §5), so no message sits under it. */
export function DocumentFileInput({ name }: { name: string }) {
  const { t } = useTranslation('limitRequests');
  return (
    <FileField
      name={name}
      label={t('form.documents.file')}
      hint={t('form.documents.acceptHint')}
      accept={GENERAL_DOCUMENT_ACCEPT}
      showError={false}
      refuseOversized
    />
  );
}
