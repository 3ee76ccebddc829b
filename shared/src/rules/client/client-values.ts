/** One document row of the client form; on edit a kept file is named by its path instead. */
export interface ClientDocumentInput {
  document_type_id?: unknown;
  /** The chosen file, or anything truthy once the server has received one. */
  files?: unknown;
  existing_path?: unknown;
}

/** SPEC §3 client form fields, as the form holds them and the API receives them. */
export interface ClientValues {
  client_name?: unknown;
  national_id?: unknown;
  NID_issuance_date?: unknown;
  prime_mobile_number?: unknown;
  second_mobile_number?: unknown;
  employment_type_id?: unknown;
  company_name?: unknown;
  monthly_income?: unknown;
  title?: unknown;
  company_sector?: unknown;
  lead_company_id?: unknown;
  nid_governorate_id?: unknown;
  nid_city_id?: unknown;
  nid_area_id?: unknown;
  home_governorate_id?: unknown;
  home_city_id?: unknown;
  home_area_id?: unknown;
  company_governorate_id?: unknown;
  company_city_id?: unknown;
  company_area_id?: unknown;
  NID_address?: unknown;
  home_address?: unknown;
  company_address?: unknown;
  client_documents?: ClientDocumentInput[];
}

export interface ClientRuleOptions {
  mode: 'create' | 'edit';
  /** The employment type named Freelance, whose clients need no company name. */
  freelanceEmploymentTypeId?: number;
  today?: Date;
}

export const ADDRESS_KINDS = ['nid', 'home', 'company'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim();
}

export function positiveId(value: unknown): number | undefined {
  const id = Number(text(value));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
