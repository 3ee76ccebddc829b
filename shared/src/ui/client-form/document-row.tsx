import { Button, Field, Link, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '@back-office/shared';
import { SelectField } from '../form/select-field';
import type { ClientDocumentRow } from './client-form-types';
import { DocumentFileField } from './document-file-field';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr)) auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalL,
    paddingBlock: tokens.spacingVerticalS,
    borderBlockEndWidth: tokens.strokeWidthThin,
    borderBlockEndStyle: 'solid',
    borderBlockEndColor: tokens.colorNeutralStroke2,
  },
  remove: { marginBlockStart: tokens.spacingVerticalXXL },
});

export interface DocumentRowProps {
  index: number;
  row: ClientDocumentRow;
  documentTypes: NamedItem[];
  onRemove: () => void;
}

/** A document type and its file: a new one to upload, or the file the server keeps by path. */
export function DocumentRow({ index, row, documentTypes, onRemove }: DocumentRowProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const name = `client_documents[${index}]`;
  const number = index + 1;
  return (
    <div role="group" aria-label={t('clientForm.documents.row', { number })} className={styles.row}>
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
      <Button
        className={styles.remove}
        appearance="subtle"
        icon={<DeleteRegular />}
        aria-label={t('clientForm.documents.remove', { number })}
        onClick={onRemove}
      />
    </div>
  );
}
