import type { QueueItem } from '@back-office/shared/contract';
import { selectLanguage, useAppSelector } from '@back-office/shared';
import { Money, RouterLink, type ListColumn } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';
import { RequestStatusChip } from '../../components/request-status-chip';
import { humanisedDuration } from './humanised-duration';
import { SlaBadge } from './sla-badge';

type Column = ListColumn<QueueItem>;

/** Issue 18: the queue's columns; ages are measured from `now`, which the page keeps fresh. */
export function useQueueColumns(now: number): Column[] {
  const { t } = useTranslation('reviewQueue');
  const language = useAppSelector(selectLanguage);
  const since = (iso: string) => humanisedDuration(now - Date.parse(iso), language);
  return [
    { key: 'code', header: t('columns.code'), render: (row) => <RouterLink to={`../${row.id}`}>{row.code}</RouterLink> },
    { key: 'client', header: t('columns.client'), wrap: true, render: (row) => row.client.name },
    { key: 'status', header: t('columns.status'), render: (row) => <RequestStatusChip status={row.request_status} /> },
    { key: 'amount', header: t('columns.amount'), render: (row) => <Money value={row.requested_limit} /> },
    { key: 'creator', header: t('columns.creator'), wrap: true, render: (row) => row.creator?.name ?? '' },
    { key: 'assignee', header: t('columns.assignee'), wrap: true, render: (row) => row.assignee?.name ?? t('columns.nobody') },
    { key: 'age', header: t('columns.age'), render: (row) => since(row.created_at) },
    { key: 'inStage', header: t('columns.inStage'), render: (row) => since(row.stage_entered_at) },
    { key: 'sla', header: t('columns.sla'), render: (row) => <SlaBadge sla={row.sla} /> },
  ];
}
