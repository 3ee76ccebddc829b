import { useTranslation } from 'react-i18next';
import type { NamedItem } from '@back-office/shared';
import { RemovableRow, SelectField } from '@back-office/shared/ui';
import { DocumentFileInput } from './document-file-input';

export interface GeneralDocumentRowProps {
  index: number;
  documentTypes: NamedItem[];
  onRemove: () => void;
}

/** A document type and the file to upload for it. */
export function GeneralDocumentRow({ index, documentTypes, onRemove }: GeneralDocumentRowProps) {
  const { t } = useTranslation('limitRequests');
  const name = `general_documents[${index}]`;
  const number = index + 1;
  return (
    <RemovableRow label={t('form.documents.row', { number })} removeLabel={t('form.documents.remove', { number })} onRemove={onRemove}>
      <SelectField name={`${name}.document_type_id`} label={t('form.documents.type')} options={documentTypes} required />
      <DocumentFileInput name={`${name}.file`} />
    </RemovableRow>
  );
}
