import { Button, Text } from '@back-office/shared/fluent-core';
import { AddRegular } from '@back-office/shared/fluent-extra';
import { useField, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { NamedItem } from '@back-office/shared';
import type { ClientDocumentRow } from './client-form-types';
import { useClientFormWording } from './client-form-wording';
import { DocumentRow } from './document-row';
import { FormSection, useFullRowStyles } from './form-section';

let rowSequence = 0;

/** A key no other row of this page has, for rows the user adds. */
function newRowKey(): string {
  rowSequence += 1;
  return `new-${rowSequence}`;
}

/** Rows of document type plus file; rows can be added and removed (SPEC §2). */
export function DocumentsSection({ documentTypes }: { documentTypes: NamedItem[] }) {
  const { t } = useTranslation('common');
  const styles = useFullRowStyles();
  const { section } = useClientFormWording();
  const form = useForm();
  const rows = useField<ClientDocumentRow[] | undefined>('client_documents', { subscription: { value: true } }).input.value || [];
  const setRows = (next: ClientDocumentRow[]) => form.change('client_documents', next);
  return (
    <FormSection title={section('documents')}>
      <div className={styles.row}>
        {/* Issue 15: the size limit is stated before a file is chosen, not only once it is refused. */}
        <Text as="p">{t('clientForm.documents.intro')}</Text>
        {rows.length === 0 && <Text>{t('clientForm.documents.none')}</Text>}
        {rows.map((row, index) => (
          <DocumentRow
            key={row.key}
            index={index}
            row={row}
            documentTypes={documentTypes}
            onRemove={() => setRows(rows.filter((other) => other !== row))}
          />
        ))}
      </div>
      <div>
        <Button icon={<AddRegular />} onClick={() => setRows([...rows, { key: newRowKey() }])}>
          {t('clientForm.documents.add')}
        </Button>
      </div>
    </FormSection>
  );
}
