import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '@back-office/shared';
import { SelectField } from '@back-office/shared/ui';
import { DocumentFileInput } from './document-file-input';

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

export interface GeneralDocumentRowProps {
  index: number;
  documentTypes: NamedItem[];
  onRemove: () => void;
}

/** A document type and the file to upload for it. */
export function GeneralDocumentRow({ index, documentTypes, onRemove }: GeneralDocumentRowProps) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const name = `general_documents[${index}]`;
  const number = index + 1;
  return (
    <div role="group" aria-label={t('form.documents.row', { number })} className={styles.row}>
      <SelectField name={`${name}.document_type_id`} label={t('form.documents.type')} options={documentTypes} required />
      <DocumentFileInput name={`${name}.file`} />
      <Button className={styles.remove} appearance="subtle" icon={<DeleteRegular />} aria-label={t('form.documents.remove', { number })} onClick={onRemove} />
    </div>
  );
}
