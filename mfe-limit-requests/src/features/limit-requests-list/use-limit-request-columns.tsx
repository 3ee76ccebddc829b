import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { Money, RouterLink, type ListColumn } from '@back-office/shared/ui';
import type { LimitRequestListItem } from '@back-office/shared/contract';
import { approvedAmount } from '../../components/approved-amount';
import { RequestStatusChip } from '../../components/request-status-chip';
import { useListScope } from './list-scope';

type Column = ListColumn<LimitRequestListItem>;

/** SPEC §3 Limit request (list) fields as columns; the code links to the request's details. */
export function useLimitRequestColumns(): Column[] {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const { clientId, detailsPath } = useListScope();
  const columns: (Column | false)[] = [
    // sortKey: the contract's LIMIT_REQUEST_SORTS, the columns the API orders by (issue 15).
    {
      key: 'code',
      header: t('columns.code'),
      sortKey: 'code',
      render: (request) => <RouterLink to={detailsPath(request.id)}>{request.code}</RouterLink>,
    },
    // One client's list would repeat the same name on every row.
    clientId === undefined && { key: 'client', header: t('columns.client'), wrap: true, render: (request) => request.client.name },
    {
      key: 'requestedLimit',
      header: t('columns.requestedLimit'),
      sortKey: 'requested_limit',
      render: (request) => <Money value={request.requested_limit} />,
    },
    {
      key: 'approvedLimit',
      header: t('columns.approvedLimit'),
      sortKey: 'approved_limit',
      render: (request) => {
        const amount = approvedAmount(request.approved_limit);
        return amount === null ? t('columns.notApproved') : <Money value={amount} />;
      },
    },
    // 0 means the tenure is not set yet, which reads better blank than as "0 months".
    { key: 'tenure', header: t('columns.tenure'), render: (request) => (request.tenure ? formatNumber(request.tenure, language) : '') },
    { key: 'merchant', header: t('columns.merchant'), wrap: true, render: (request) => request.merchant_name },
    {
      key: 'requestStatus',
      header: t('columns.requestStatus'),
      render: (request) => <RequestStatusChip status={request.request_status} />,
    },
    {
      key: 'decisionStatus',
      header: t('columns.decisionStatus'),
      render: (request) =>
        request.decision_status && t(`statuses.decision.${request.decision_status}`, { defaultValue: request.decision_status }),
    },
    { key: 'creator', header: t('columns.creator'), wrap: true, render: (request) => request.creator },
    { key: 'created', header: t('columns.created'), sortKey: 'created_at', render: (request) => formatDate(request.created_at, language) },
  ];
  return columns.filter((column): column is Column => column !== false);
}
