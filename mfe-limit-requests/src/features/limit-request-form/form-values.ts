import type { LimitRequestDocumentType } from '@back-office/shared/contract';

/** The three camera captures, by their wire names. */
export const CAPTURE_FIELDS = ['front_image', 'back_image', 'selfie'] as const;
export type CaptureField = (typeof CAPTURE_FIELDS)[number];

/** One general document the user adds: a type and the file to upload. */
export interface GeneralDocumentRow {
  /** Stable React key, so removing a row does not move a chosen file to its neighbour. */
  key: string;
  document_type_id?: number;
  file?: File;
}

/** SPEC §3 limit request form payload as the form holds it; select ids are numbers, amounts strings. */
export interface LimitRequestFormValues {
  client_id?: number;
  code?: string;
  merchant_id?: number;
  product_id?: number;
  merchant_branch_id?: number;
  tenure?: string;
  limit_request_type_id?: number;
  requested_limit?: string;
  relative_name?: string;
  relative_mobile_number?: string;
  relative_degree_type_id?: number;
  /** JPEG (or a chosen PNG) as a data URL. */
  front_image?: string;
  back_image?: string;
  selfie?: string;
  general_documents?: GeneralDocumentRow[];
  /** New comments, edit only; the stored ones are not part of the form. */
  comments?: string[];
}

export type FormMode = 'create' | 'edit';

/** ID Card (Front), ID Card (Back) and Selfie are captured by camera, never picked as general documents. */
export function generalDocumentTypes(types: LimitRequestDocumentType[]): LimitRequestDocumentType[] {
  return types.filter((type) => type.kind === 'general' && type.capture === null);
}
