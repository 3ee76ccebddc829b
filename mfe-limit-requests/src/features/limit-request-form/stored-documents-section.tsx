import { Card, Caption1, Text } from '@back-office/shared/fluent-core';
import { CardHeader, Link, ArrowDownloadRegular, DocumentRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { FormSection, useFullRowStyles } from '@back-office/shared/ui';
import type { StoredDocument } from '@back-office/shared/contract';

/** A stored file as a card; its signed link opens it in a new tab without the session. */
function DocumentCard({ document }: { document: StoredDocument }) {
  const { t } = useTranslation('limitRequests');
  return (
    <Card size="small">
      <CardHeader
        image={<DocumentRegular fontSize={24} />}
        header={
          <Link
            href={document.path}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('form.documents.open', { name: document.type })}
          >
            {document.type}
          </Link>
        }
        description={<Caption1>{document.file_name}</Caption1>}
        action={<ArrowDownloadRegular fontSize={20} aria-hidden />}
      />
    </Card>
  );
}

/** Files already stored (the client's own, or the request's), to open and read while filling the form. */
export function StoredDocumentsSection({ title, documents }: { title: string; documents: StoredDocument[] }) {
  const { t } = useTranslation('limitRequests');
  const styles = useFullRowStyles();
  return (
    <FormSection title={title}>
      {documents.length === 0 && <Text className={styles.row}>{t('form.documents.noFiles')}</Text>}
      {documents.map((document) => (
        <DocumentCard key={document.id} document={document} />
      ))}
    </FormSection>
  );
}
