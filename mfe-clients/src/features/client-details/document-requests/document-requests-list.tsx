import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, selectLanguage, useAppSelector } from '@back-office/shared';
import { ResponsiveList, type ListColumn } from '@back-office/shared/ui';
import type { DocumentRequest } from '@back-office/shared/contract';
import { DocumentRequestStatusChip } from './document-request-status';
import { RequestAnswer } from './request-answer';

const useStyles = makeStyles({
  note: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  requested: { display: 'inline-flex', flexDirection: 'column' },
  when: { color: tokens.colorNeutralForeground3 },
});

/** Issue 19: the requests, newest first as the API sends them; a table on wide screens, cards on a phone. */
export function DocumentRequestsList({ clientId, requests }: { clientId: number; requests: DocumentRequest[] }) {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const language = useAppSelector(selectLanguage);
  const empty = t('details.emptyValue');
  const columns: ListColumn<DocumentRequest>[] = [
    { key: 'document', header: t('details.documentRequests.columns.documentType'), wrap: true, render: (row) => row.document_type.name },
    {
      key: 'status',
      header: t('details.documentRequests.columns.status'),
      render: (row) => <DocumentRequestStatusChip status={row.status} />,
    },
    { key: 'reason', header: t('details.documentRequests.columns.reason'), wrap: true, render: (row) => row.reason.name },
    {
      key: 'note',
      header: t('details.documentRequests.columns.note'),
      wrap: true,
      render: (row) => <span className={styles.note}>{row.note || empty}</span>,
    },
    {
      key: 'requested',
      header: t('details.documentRequests.columns.requested'),
      wrap: true,
      render: (row) => (
        <span className={styles.requested}>
          <span>{row.requested_by?.name ?? empty}</span>
          <time className={styles.when} dateTime={row.requested_at}>
            {formatDateTime(row.requested_at, language)}
          </time>
        </span>
      ),
    },
    {
      key: 'answer',
      header: t('details.documentRequests.columns.answer'),
      wrap: true,
      render: (row) => <RequestAnswer clientId={clientId} request={row} />,
    },
  ];
  return <ResponsiveList columns={columns} rows={requests} getRowKey={(row) => row.id} caption={t('details.documentRequests.caption')} />;
}
