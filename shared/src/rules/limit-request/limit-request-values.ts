/** One document row of the limit-request form (general or contract). */
export interface LimitRequestDocumentInput {
  document_type_id?: unknown;
  /** The chosen file, or anything truthy once the server has received one. */
  file?: unknown;
  /** On edit, a file already stored with the request. */
  existing_path?: unknown;
}

/** SPEC §3 limit request form payload, as the form holds it and the API receives it. */
export interface LimitRequestValues {
  client_id?: unknown;
  limit_request_type_id?: unknown;
  requested_limit?: unknown;
  tenure?: unknown;
  merchant_id?: unknown;
  product_id?: unknown;
  merchant_branch_id?: unknown;
  code?: unknown;
  relative_degree_type_id?: unknown;
  relative_name?: unknown;
  relative_mobile_number?: unknown;
  general_documents?: LimitRequestDocumentInput[];
  contract_documents?: LimitRequestDocumentInput[];
}

export interface LimitRequestRuleOptions {
  mode: 'create' | 'edit';
}

/** SPEC §9: tenure is 1 to 36 months. */
export const MIN_TENURE_MONTHS = 1;
export const MAX_TENURE_MONTHS = 36;

/** SPEC §9: at most 5 request codes in the list filter. */
export const MAX_REQUEST_CODES = 5;
