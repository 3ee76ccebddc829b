import type { LimitRequestDetail } from '@back-office/shared/contract';
import type { LimitRequestFormValues } from './form-values';

/** A stored request as the edit form's start; stored documents and comments stay outside the form. */
export function editFormValues(request: LimitRequestDetail): LimitRequestFormValues {
  return {
    client_id: request.client_id,
    code: request.code,
    merchant_id: request.merchant_id,
    product_id: request.product_id,
    merchant_branch_id: request.merchant_branch_id,
    // 0 means not set yet (SPEC §3).
    tenure: request.tenure ? String(request.tenure) : '',
    limit_request_type_id: request.limit_request_type_id,
    requested_limit: request.requested_limit,
    relative_name: request.relative_degree?.relative_name ?? '',
    relative_mobile_number: request.relative_degree?.relative_mobile_number ?? '',
    relative_degree_type_id: request.relative_degree?.relative_degree_type_id,
    general_documents: [],
    comments: [],
  };
}
