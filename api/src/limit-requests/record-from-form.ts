import type { LimitRequestRecord } from '../repositories/limit-requests/limit-request-writes-repository';

const text = (value: string | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/** A positive id that fits the integer columns, or undefined. */
export const formId = (value: string | undefined) =>
  value && /^\d{1,9}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : undefined;

/** numeric(14, 2): at most 12 whole digits and 2 decimals, above zero. */
export const isStorableAmount = (value: string | undefined) => /^\d{1,12}(\.\d{1,2})?$/.test((value ?? '').trim()) && Number(value) > 0;

/** The form's request terms and relative information, once every check has passed. */
export function recordFromForm(fields: Record<string, string>): LimitRequestRecord {
  return {
    limitRequestTypeId: formId(fields.limit_request_type_id)!,
    requestedLimit: Number(fields.requested_limit).toFixed(2),
    tenure: Number(fields.tenure),
    merchantId: formId(fields.merchant_id)!,
    productId: formId(fields.product_id)!,
    merchantBranchId: formId(fields.merchant_branch_id)!,
    relativeName: text(fields.relative_name),
    relativeMobileNumber: text(fields.relative_mobile_number),
    relativeDegreeTypeId: formId(fields.relative_degree_type_id)!,
  };
}
