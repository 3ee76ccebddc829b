import { Text } from '@back-office/shared/fluent-core';
import { Link, OpenRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { DetailsCard, type ListColumn, ResponsiveList } from '@back-office/shared/ui';
import type { StoredDocument } from '@back-office/shared/contract';

/** The request's general and contract documents, each opening its signed URL in a new tab. */
export function DocumentsList({ documents }: { documents: StoredDocument[] }) {
  const { t } = useTranslation('limitRequests');
  const columns: ListColumn<StoredDocument>[] = [
    { key: 'type', header: t('details.documents.type'), wrap: true, render: (document) => document.type },
    {
      key: 'file',
      header: t('details.documents.file'),
      render: (document) => (
        <Link
          href={document.path}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('details.documents.viewLabel', { name: document.type })}
        >
          <OpenRegular aria-hidden /> {t('details.documents.view')}
        </Link>
      ),
    },
  ];
  return (
    <DetailsCard title={t('details.documents.title')}>
      {documents.length === 0 ? (
        <Text>{t('details.documents.noFiles')}</Text>
      ) : (
        <ResponsiveList columns={columns} rows={documents} getRowKey={(document) => document.id} caption={t('details.documents.title')} />
      )}
    </DetailsCard>
  );
}
