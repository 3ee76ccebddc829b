import type { ReactNode } from 'react';
import type { SubmissionErrors } from 'final-form';
import type { NamedItem } from '@back-office/shared';
import type { ClientFormAudience } from './client-form-wording';
import type { StaleRecord } from '../form/use-stale-record';
import type { ClientUniquenessChecker } from './uniqueness';

/** Staff create, staff edit, or a visitor onboarding themself (no session). */
export type ClientFormMode = 'create' | 'edit' | 'self';

/** One document row: a new file, or (edit) a file the server already has, kept by its path. */
export interface ClientDocumentRow {
  /** Stable React key, so removing a row does not move a chosen file to its neighbour. */
  key: string;
  document_type_id?: number;
  files?: File;
  existing_path?: string;
  /** What the kept file is called, for the link to it. */
  existing_name?: string;
}

/** SPEC §3 client form fields as the form holds them; select ids are numbers. */
export interface ClientFormValues {
  client_name?: string;
  client_code?: string;
  national_id?: string;
  NID_issuance_date?: string;
  NID_expired_date?: string;
  birth_date?: string;
  age?: number | string;
  gender?: string;
  prime_mobile_number?: string;
  second_mobile_number?: string;
  employment_type_id?: number;
  company_name?: string;
  monthly_income?: string;
  title?: string;
  company_sector?: number;
  lead_company_id?: number;
  nid_governorate_id?: number;
  nid_city_id?: number;
  nid_area_id?: number;
  home_governorate_id?: number;
  home_city_id?: number;
  home_area_id?: number;
  company_governorate_id?: number;
  company_city_id?: number;
  company_area_id?: number;
  NID_address?: string;
  home_address?: string;
  company_address?: string;
  client_documents?: ClientDocumentRow[];
}

export interface EmploymentType extends NamedItem {
  /** Sent by newer APIs; otherwise Freelance is recognised by its name. */
  is_freelance?: boolean;
}

/** GET /clients/meta (or its public twin). */
export interface ClientFormMeta {
  code?: string;
  governorates: NamedItem[];
  employment_types: EmploymentType[];
  company_sectors: NamedItem[];
  lead_companies: NamedItem[];
  client_documents: NamedItem[];
}

export interface PlacesResult {
  data?: NamedItem[];
  isFetching: boolean;
}

/** Cities and areas come from staff or public endpoints; both fit behind these hooks. */
export interface ClientGeography {
  useCities(governorateId: number | undefined): PlacesResult;
  useAreas(cityId: number | undefined): PlacesResult;
}

export interface ClientFormProps {
  mode: ClientFormMode;
  meta: ClientFormMeta;
  initialValues?: ClientFormValues;
  geography: ClientGeography;
  /** Resolves to submission errors (field → messages, FORM_ERROR) or undefined on success. */
  onSubmit(values: ClientFormValues): Promise<SubmissionErrors | undefined>;
  submitLabel: string;
  /** Upload progress 0–100 while the files travel; undefined otherwise. */
  uploadProgress?: number;
  /** A page's own fields after the documents, inside the same form (self-onboarding's consent). */
  children?: ReactNode;
  /** Whose wording the labels use (issue 15); by default the applicant's in mode 'self', else staff's. */
  audience?: ClientFormAudience;
  /**
   * Issue 15: asked as the national ID or a mobile number is left, so a duplicate is reported
   * then and not only at Save. Staff pages only: the public form must not reveal who is registered.
   */
  checkUniqueness?: ClientUniquenessChecker;
  /**
   * Issue 16, edit only: the last save found the client changed by someone else (409). The form
   * then offers "Reload", keeps what was typed and takes the latest values for the other fields.
   */
  staleRecord?: StaleRecord;
}
