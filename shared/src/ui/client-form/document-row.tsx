import { Field } from '@back-office/shared/fluent-core';
import { Link } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '@back-office/shared';
import { RemovableRow } from '../form/removable-row';
import { SelectField } from '../form/select-field';
import type { ClientDocumentRow } from './client-form-types';
import { DocumentFileField } from './document-file-field';

export interface DocumentRowProps {
  index: number;
  row: ClientDocumentRow;
  documentTypes: NamedItem[];
  onRemove: () => void;
}

/** A document type and its file: a new one to upload, or the file the server keeps by path. */
export function DocumentRow({ index, row, documentTypes, onRemove }: DocumentRowProps) {
  const { t } = useTranslation('common');
  const name = `client_documents[${index}]`;
  const number = index + 1;
  return (
    <RemovableRow
      label={t('clientForm.documents.row', { number })}
      removeLabel={t('clientForm.documents.remove', { number })}
      onRemove={onRemove}
    >
      <SelectField name={`${name}.document_type_id`} label={t('clientForm.documents.type')} options={documentTypes} required />
      {row.existing_path && !row.files ? (
        <Field label={t('clientForm.documents.keptFile')}>
          <Link href={row.existing_path} target="_blank" rel="noopener noreferrer">
            {row.existing_name || row.existing_path}
          </Link>
        </Field>
      ) : (
        <DocumentFileField name={`${name}.files`} />
      )}
    </RemovableRow>
  );
}
