import { CAPTURE_FIELDS, type LimitRequestFormValues } from './form-values';

/** SPEC §3 form payload fields sent as text, in wire order. */
const TEXT_FIELDS = [
  'client_id',
  'code',
  'limit_request_type_id',
  'requested_limit',
  'tenure',
  'merchant_id',
  'product_id',
  'merchant_branch_id',
  'relative_degree_type_id',
  'relative_name',
  'relative_mobile_number',
] as const satisfies readonly (keyof LimitRequestFormValues)[];

function wireText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * The multipart body of POST /limit-requests/store and /update/{id} (SPEC §7): captures as
 * data-URL text, only when taken; each general document as type plus file; new comments last.
 */
export function toLimitRequestFormData(values: LimitRequestFormValues): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) body.append(field, wireText(values[field]));
  for (const field of CAPTURE_FIELDS) {
    const image = values[field];
    if (image) body.append(field, image);
  }
  (values.general_documents ?? []).forEach((row, index) => {
    body.append(`general_documents[${index}][document_type_id]`, wireText(row.document_type_id));
    if (row.file) body.append(`general_documents[${index}][file]`, row.file);
  });
  (values.comments ?? []).forEach((comment, index) => body.append(`comments[${index}]`, comment));
  return body;
}
