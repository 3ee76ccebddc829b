import { useTranslation } from 'react-i18next';
import { FileField } from '@back-office/shared/ui';
import { UPLOAD_EXTENSIONS } from '@back-office/shared/rules';

const ACCEPT = UPLOAD_EXTENSIONS.join(',');

/** The contract's file in the upload dialog, offering the types the upload rule accepts. */
export function ContractFileField({ name }: { name: string }) {
  const { t } = useTranslation('limitRequests');
  return <FileField name={name} label={t('details.actions.file')} hint={t('details.actions.fileHint')} accept={ACCEPT} refuseOversized />;
}
