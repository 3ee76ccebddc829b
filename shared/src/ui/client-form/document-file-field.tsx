import { useTranslation } from 'react-i18next';
import { UPLOAD_EXTENSIONS } from '@back-office/shared/rules';
import { FileField } from '../form/file-field';

const ACCEPT = UPLOAD_EXTENSIONS.join(',');

/** A client document's file, offering the types the upload rule accepts. */
export function DocumentFileField({ name }: { name: string }) {
  const { t } = useTranslation('common');
  return (
    <FileField
      name={name}
      label={t('clientForm.documents.file')}
      hint={t('clientForm.documents.acceptHint')}
      accept={ACCEPT}
      refuseOversized
    />
  );
}
