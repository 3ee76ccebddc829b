import { useState } from 'react';
import { Button, Text, makeStyles, tokens, useRestoreFocusTarget } from '@back-office/shared/fluent-core';
import { EyeRegular, Link, OpenRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { DetailsCard, FilePreviewDialog, isPreviewable, type ListColumn, ResponsiveList } from '@back-office/shared/ui';
import type { StoredDocument } from '@back-office/shared/contract';

const useStyles = makeStyles({
  file: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * Stored documents (the request's general and contract documents, or the client's own), each
 * opening its signed URL in a new tab; images and PDFs also get the in-page preview client files
 * have (issue 15 defect 2).
 */
export function DocumentsList({ title, documents }: { title: string; documents: StoredDocument[] }) {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const [previewed, setPreviewed] = useState<StoredDocument>();
  const restoreFocusTarget = useRestoreFocusTarget();
  const columns: ListColumn<StoredDocument>[] = [
    { key: 'type', header: t('details.documents.type'), wrap: true, render: (document) => document.type },
    {
      key: 'file',
      header: t('details.documents.file'),
      render: (document) => (
        <span className={styles.file}>
          <Link
            href={document.path}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('details.documents.viewLabel', { name: document.type })}
          >
            <OpenRegular aria-hidden /> {t('details.documents.view')}
          </Link>
          {isPreviewable(document.mime_type) && (
            <Button
              {...restoreFocusTarget}
              appearance="subtle"
              size="small"
              icon={<EyeRegular />}
              aria-label={t('details.documents.previewLabel', { name: document.type })}
              onClick={() => setPreviewed(document)}
            >
              {t('details.documents.preview')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <DetailsCard title={title}>
      {documents.length === 0 ? (
        <Text>{t('details.documents.noFiles')}</Text>
      ) : (
        <ResponsiveList columns={columns} rows={documents} getRowKey={(document) => document.id} caption={title} />
      )}
      {/* Mounted only while open: a mounted Fluent dialog adds focusable aria-hidden sentinels to <body>. */}
      {previewed && (
        <FilePreviewDialog
          file={{ name: previewed.type, path: previewed.path, mimeType: previewed.mime_type }}
          onClose={() => setPreviewed(undefined)}
        />
      )}
    </DetailsCard>
  );
}
