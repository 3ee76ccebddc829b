import type { NamedItem } from '@back-office/shared';
import type { AvailableAction } from './limit-request-types';

export interface LimitRequestAddress {
  address: string;
  governorate: NamedItem | null;
  city: NamedItem | null;
  area: NamedItem | null;
  company_name?: string | null;
}

/** A stored file; `path` is a signed URL that opens in a new tab without the bearer token. */
export interface StoredDocument {
  id: number;
  /** The document type's name in the request's language. */
  type: string;
  document_type_id: number;
  path: string;
  file_name: string;
  mime_type: string;
  size: number;
}

/** SPEC §3 Limit request (detail) → client. */
export interface LimitRequestClient {
  id: number;
  name: string;
  code: string;
  /** '1' is male. */
  gender: '1' | '2' | null;
  birth_date: string | null;
  age: number | null;
  national_id: string;
  NID_issuance_date: string | null;
  NID_expired_date: string | null;
  title: string | null;
  employment_type: string | null;
  employment_type_id: number | null;
  monthly_income: string | null;
  phone_1: string;
  phone_2: string | null;
  balance: string;
  status: string;
  is_submited: boolean;
  company_name: string | null;
  company_sector: string | null;
  addresses: { current_home: LimitRequestAddress | null; nid: LimitRequestAddress | null; company: LimitRequestAddress | null };
  /** The client's own files, shown as download cards on the request form. */
  documents: StoredDocument[];
}

export interface LimitRequestComment {
  id: number;
  comment: string;
  creator: string | null;
  /** ISO date-time the comment was written. */
  created_from: string;
}

export interface LimitRequestLogEntry {
  id: number;
  action_name: string;
  date: string;
  action_by: string | null;
  /** null: not applicable. */
  assigned_to: string | null;
}

/** Signed URLs of the camera captures, null when not taken. */
export interface VerificationImages {
  front_image: string | null;
  back_image: string | null;
  selfie: string | null;
}

export interface RelativeDegree {
  relative_name: string;
  relative_mobile_number: string;
  relative_degree_type: string;
  relative_degree_type_id: number;
}

/** SPEC §3 Limit request (detail), as GET /limit-requests/show/{id} and edit-meta send it. */
export interface LimitRequestDetail {
  id: number;
  code: string;
  client_id: number;
  client: LimitRequestClient;
  request_status: string;
  decision_status: string;
  requested_limit: string;
  approved_limit: string | null;
  tenure: number;
  merchant_id: number;
  merchant_name: string;
  product_id: number;
  product_name: string;
  merchant_branch_id: number;
  branch_name: string;
  /** The request type's name (SPEC §3 keeps this odd naming). */
  request_type_id: string;
  limit_request_type_id: number;
  created_at: string;
  creator: string | null;
  assigned_to: string | null;
  is_closed: boolean;
  can_edit: boolean;
  relative_degree: RelativeDegree | null;
  comments: LimitRequestComment[];
  documents: StoredDocument[];
  verification_images: VerificationImages;
  logs: LimitRequestLogEntry[];
  available_actions: AvailableAction[];
  /** Send back as If-Match with an action, so acting on a stale view answers 409. */
  version: number;
}

export interface LimitRequestShowData {
  limit_request: LimitRequestDetail;
  /** General and contract documents (the same list as limit_request.documents). */
  documents: StoredDocument[];
  verification_images: VerificationImages;
  /** For the assign dialog. */
  risk_users: NamedItem[];
  /** Contract document types, for the upload dialog. */
  document_types: NamedItem[];
}

export type DocumentKind = 'general' | 'verification' | 'contract';

export interface LimitRequestDocumentType extends NamedItem {
  kind: DocumentKind;
  /** ID Card (Front), ID Card (Back) and Selfie: the camera captures, never picked as general documents. */
  capture: 'front_image' | 'back_image' | 'selfie' | null;
}

export interface LimitRequestFormOptions {
  merchants: NamedItem[];
  products: (NamedItem & { merchant_id: number })[];
  limit_request_types: (NamedItem & { employment_type_id: number | null })[];
  relative_degree_types: NamedItem[];
  document_types: LimitRequestDocumentType[];
}

/** GET /limit-requests/meta?client_id — only for a submitted client. */
export interface LimitRequestMeta extends LimitRequestFormOptions {
  client: LimitRequestClient;
  /** A fresh code reserved for this form; read-only. */
  allowed_code: string;
  can_edit: true;
}

/** GET /limit-requests/edit-meta/{id}. */
export interface LimitRequestEditMeta extends LimitRequestFormOptions {
  limit_request: LimitRequestDetail;
  can_edit: boolean;
}

export interface MerchantBranch {
  id: number;
  name: string;
}
