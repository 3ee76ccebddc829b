import { Button, Text } from '@back-office/shared/fluent-core';
import { AddRegular } from '@back-office/shared/fluent-extra';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { FormSection, useFullRowStyles } from '@back-office/shared/ui';
import type { LimitRequestDocumentType } from '@back-office/shared/contract';
import { generalDocumentTypes, type GeneralDocumentRow as Row } from './form-values';
import { GeneralDocumentRow } from './general-document-row';

let rowSequence = 0;

/** A key no other row of this page has, for rows the user adds. */
function newRowKey(): string {
  rowSequence += 1;
  return `document-${rowSequence}`;
}

/** Rows of general document type plus file, added and removed at will (SPEC §2). */
export function GeneralDocumentsSection({ documentTypes }: { documentTypes: LimitRequestDocumentType[] }) {
  const { t } = useTranslation('limitRequests');
  const styles = useFullRowStyles();
  const form = useForm();
  const rows = useField<Row[] | undefined>('general_documents', { subscription: { value: true } }).input.value || [];
  const types = generalDocumentTypes(documentTypes);
  const setRows = (next: Row[]) => form.change('general_documents', next);
  return (
    <FormSection title={t('form.sections.generalDocuments')}>
      <div className={styles.row}>
        {rows.length === 0 && <Text>{t('form.documents.none')}</Text>}
        {rows.map((row, index) => (
          <GeneralDocumentRow
            key={row.key}
            index={index}
            documentTypes={types}
            onRemove={() => setRows(rows.filter((other) => other !== row))}
          />
        ))}
      </div>
      <div>
        <Button icon={<AddRegular />} onClick={() => setRows([...rows, { key: newRowKey() }])}>
          {t('form.documents.add')}
        </Button>
      </div>
    </FormSection>
  );
}
