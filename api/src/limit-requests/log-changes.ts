import type { ChangeValueKind } from '@back-office/shared/contract/enums';
import type { LimitRequest, LimitRequestStatus, StoredLogChange } from '../db/schema';
import type { LimitRequestRecord } from '../repositories/limit-requests/limit-request-writes-repository';

/** The terms a log entry names by reference: stored as ids, named in the reader's language when read. */
export const REFERENCE_TERMS = [
  'limit_request_type_id',
  'merchant_id',
  'product_id',
  'merchant_branch_id',
  'relative_degree_type_id',
  // Issue 16: why a request was rejected.
  'reject_reason_id',
  // Issue 18: why it was returned to the agent.
  'return_reason_id',
] as const;
export type ReferenceTerm = (typeof REFERENCE_TERMS)[number];

/** Every term of a request the activity log follows (issue 15), by its form field name, in the form's order. */
const TERMS: Record<string, (record: LimitRequestRecord) => string | number> = {
  limit_request_type_id: (record) => record.limitRequestTypeId,
  requested_limit: (record) => record.requestedLimit,
  tenure: (record) => record.tenure,
  merchant_id: (record) => record.merchantId,
  product_id: (record) => record.productId,
  merchant_branch_id: (record) => record.merchantBranchId,
  relative_name: (record) => record.relativeName,
  relative_mobile_number: (record) => record.relativeMobileNumber,
  relative_degree_type_id: (record) => record.relativeDegreeTypeId,
};

/** How each recorded field's values read on the wire; references become names, so 'text'. */
const KINDS: Record<string, ChangeValueKind> = {
  requested_limit: 'money',
  approved_limit: 'money',
  tenure: 'number',
  request_status: 'request_status',
};
export const kindOf = (field: string): ChangeValueKind => KINDS[field] ?? 'text';
export const isReferenceTerm = (field: string): field is ReferenceTerm => (REFERENCE_TERMS as readonly string[]).includes(field);

/** On create: every term as it was first written (old null). */
export const createdChanges = (record: LimitRequestRecord): StoredLogChange[] =>
  Object.entries(TERMS).map(([field, value]) => ({ field, old: null, new: String(value(record)) }));

/** On edit: each term whose value differs from the stored one, old and new. */
export function editedChanges(stored: LimitRequest, record: LimitRequestRecord): StoredLogChange[] {
  return Object.entries(TERMS).flatMap(([field, value]) => {
    const [old, next] = [String(value(stored)), String(value(record))];
    return old === next ? [] : [{ field, old, new: next }];
  });
}

/**
 * A workflow action: the status it moved the request to, on approve the approved amount (cleared
 * when an approval is sent back), on reject its reason (issue 16), on a return to the agent its reason (issue 18).
 */
export function actionChanges(
  from: { requestStatus: LimitRequestStatus; approvedLimit: string | null },
  to: { requestStatus: LimitRequestStatus; approvedLimit?: string | null; rejectReasonId?: number; returnReasonId?: number },
): StoredLogChange[] {
  const changes: StoredLogChange[] = [];
  // As numeric(14, 2) writes it, whatever the dialog typed ("15000" → "15000.00").
  const approved = to.approvedLimit === undefined || to.approvedLimit === null ? to.approvedLimit : Number(to.approvedLimit).toFixed(2);
  if (approved !== undefined && approved !== from.approvedLimit)
    changes.push({ field: 'approved_limit', old: from.approvedLimit, new: approved });
  if (to.rejectReasonId !== undefined) changes.push({ field: 'reject_reason_id', old: null, new: String(to.rejectReasonId) });
  if (to.returnReasonId !== undefined) changes.push({ field: 'return_reason_id', old: null, new: String(to.returnReasonId) });
  if (to.requestStatus !== from.requestStatus) changes.push({ field: 'request_status', old: from.requestStatus, new: to.requestStatus });
  return changes;
}
