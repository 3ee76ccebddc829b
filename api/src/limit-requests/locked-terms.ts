import type { LimitRequest } from '../db/schema';
import type { FieldMessage } from '../i18n/translate';
import { canEditRequest } from './limit-request-detail';

/** The request terms a review is based on: fixed once it has started. */
const TERMS: Record<string, (request: LimitRequest) => string | number> = {
  limit_request_type_id: (request) => request.limitRequestTypeId,
  requested_limit: (request) => request.requestedLimit,
  tenure: (request) => request.tenure,
  merchant_id: (request) => request.merchantId,
  product_id: (request) => request.productId,
  merchant_branch_id: (request) => request.merchantBranchId,
};

const same = (sent: string | undefined, stored: string | number) => sent?.trim() !== '' && Number(sent) === Number(stored);

/** A 422 on each term the form changes on a request that is no longer new; fields already refused are left alone. */
export function lockedTermErrors(
  fields: Record<string, string>,
  stored: LimitRequest,
  already: Record<string, unknown> = {},
): Record<string, FieldMessage[]> {
  if (canEditRequest(stored.requestStatus)) return {};
  const changed = Object.keys(TERMS).filter((field) => !already[field] && !same(fields[field], TERMS[field]!(stored)));
  return Object.fromEntries(changed.map((field) => [field, ['limitRequests.lockedAfterReview']]));
}
