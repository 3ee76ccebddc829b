import type { ClientFormMode, ClientFormValues } from './client-form-types';

/** SPEC §7 POST /clients/store and /clients/update text fields, in wire order. */
const TEXT_FIELDS = [
  'client_name',
  'national_id',
  'NID_issuance_date',
  'NID_expired_date',
  'prime_mobile_number',
  'second_mobile_number',
  'employment_type_id',
  'company_name',
  'monthly_income',
  'title',
  'company_sector',
  'lead_company_id',
  'nid_governorate_id',
  'nid_city_id',
  'nid_area_id',
  'home_governorate_id',
  'home_city_id',
  'home_area_id',
  'company_governorate_id',
  'company_city_id',
  'company_area_id',
  'NID_address',
  'home_address',
  'company_address',
  'age',
  'gender',
] as const satisfies readonly (keyof ClientFormValues)[];

function wireText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

/**
 * The multipart body of a client. Blank optional fields travel as '' so an edit can clear
 * them; a kept file (edit only) is named by its path instead of being uploaded again.
 */
export function toClientFormData(values: ClientFormValues, mode: ClientFormMode): FormData {
  const body = new FormData();
  for (const field of TEXT_FIELDS) body.append(field, wireText(values[field]));
  body.append('birth_date', wireText(values.birth_date).slice(0, 10));
  (values.client_documents ?? []).forEach((row, index) => {
    const prefix = `client_documents[${index}]`;
    body.append(`${prefix}[document_type_id]`, wireText(row.document_type_id));
    if (row.files) body.append(`${prefix}[files]`, row.files);
    else if (mode === 'edit' && row.existing_path) body.append(`${prefix}[existing_path]`, row.existing_path);
  });
  return body;
}
