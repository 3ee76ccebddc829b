import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, selectLanguage, useAppSelector } from '@back-office/shared';
import { type InfoItem, Money } from '@back-office/shared/ui';
import type { LimitRequestDetail } from '@back-office/shared/contract';
import { approvedAmount } from '../../components/approved-amount';
import { RequestStatusChip } from '../../components/request-status-chip';

function decisionFacts(request: LimitRequestDetail, t: (key: string) => string): InfoItem[] {
  const facts: [string, string | null][] = [
    ['details.fields.approvedBy', request.approved_by],
    ['details.fields.confirmedBy', request.confirmed_by],
    ['details.fields.rejectReason', request.reject_reason],
    // Issue 18: while the request is back with its agent, the card says why.
    ['details.fields.returnReason', request.request_status === 'returned_to_agent' ? request.return_reason : null],
  ];
  return facts.flatMap(([label, value]) => (value === null ? [] : [{ label: t(label), value }]));
}

/** SPEC §2 request info, with the list's column labels where the list shows the same field. */
export function useRequestFacts(request: LimitRequestDetail): InfoItem[] {
  const { t } = useTranslation('limitRequests');
  const language = useAppSelector(selectLanguage);
  const approved = approvedAmount(request.approved_limit);
  const relative = request.relative_degree;
  const facts: InfoItem[] = [
    { label: t('columns.code'), value: request.code },
    { label: t('columns.requestStatus'), value: <RequestStatusChip status={request.request_status} /> },
    { label: t('columns.requestedLimit'), value: <Money value={request.requested_limit} /> },
    { label: t('columns.approvedLimit'), value: approved === null ? t('columns.notApproved') : <Money value={approved} /> },
    { label: t('columns.created'), value: formatDate(request.created_at, language) },
    {
      label: t('columns.decisionStatus'),
      value: t(`statuses.decision.${request.decision_status}`, { defaultValue: request.decision_status }),
    },
    { label: t('columns.creator'), value: request.creator },
    { label: t('details.fields.requestType'), value: request.request_type_id },
    { label: t('details.fields.product'), value: request.product_name },
    { label: t('columns.merchant'), value: request.merchant_name },
    { label: t('details.fields.branch'), value: request.branch_name },
    // 0 means not set yet, as in the list.
    { label: t('columns.tenure'), value: request.tenure ? formatNumber(request.tenure, language) : null },
    { label: t('details.fields.assignedTo'), value: request.assigned_to },
    // Issue 16: who decided, and why a rejection was made; shown once there is something to show.
    ...decisionFacts(request, t),
  ];
  if (!relative) return facts;
  return [
    ...facts,
    { label: t('details.fields.relativeName'), value: relative.relative_name },
    { label: t('details.fields.relativeMobile'), value: relative.relative_mobile_number },
    { label: t('details.fields.relativeDegree'), value: relative.relative_degree_type },
  ];
}
