import { MAX_LENGTH } from '@back-office/shared/rules';
import { UPLOAD_TYPES } from '../files/file-type';
import type { FileField, FormTable, MultipartForm, TextField } from '../http/multipart-form';
import type { CaptureField } from '../repositories/limit-requests/limit-request-captures';

const text = (description?: string, maxLength?: number): TextField => ({
  kind: 'text',
  ...(description && { description }),
  ...(maxLength && { maxLength }),
});
const id = (): TextField => ({ kind: 'text', pattern: '^\\d+$' });
/** SPEC §5 verification captures: a JPEG or PNG file, or the camera canvas's data URL. */
const capture = (what: string): FileField => ({
  kind: 'file',
  dataUrl: true,
  accepted: ['image/jpeg', 'image/png'],
  refusal: 'limitRequests.imageInvalid',
  description: `${what}: a JPEG or PNG file, or a data:image/jpeg;base64,… (or png) text field; at most 10 MB`,
});

/** SPEC §3 limit request form (create and edit; on edit the fixed terms are checked against the stored ones). */
export const LIMIT_REQUEST_FORM = {
  client_id: id(),
  limit_request_type_id: id(),
  requested_limit: text('EGP, positive, at most 12 whole digits and 2 decimals'),
  tenure: text('Months, 1 to 36'),
  merchant_id: id(),
  product_id: text("One of the merchant's products"),
  merchant_branch_id: text("One of the merchant's branches"),
  // SPEC §3 keeps the field and §5 requires it, but its value is ignored (issue 15, defect 8): the
  // code is assigned when the request is first saved and never changes, so a stale preview is harmless.
  code: text(
    'Required but ignored: the code is assigned when the request is saved (the response carries it); on edit it stays',
    MAX_LENGTH.code,
  ),
  relative_degree_type_id: id(),
  relative_name: text('Arabic letters and spaces', MAX_LENGTH.personName),
  relative_mobile_number: text('01[0125] + 8 digits'),
  front_image: capture('ID card front'),
  back_image: capture('ID card back'),
  selfie: capture('Selfie'),
  general_documents: {
    kind: 'documents',
    fileKey: 'file',
    existingPath: true,
    accepted: ['application/pdf', 'text/plain', 'text/html', 'message/rfc822', 'application/vnd.ms-outlook'],
    refusal: 'limitRequests.documentFileInvalid',
    typeDescription: 'A document type of kind general',
    description: 'PDF, TXT, HTML, EML or MSG; at most 10 MB; type checked by content and extension',
  },
  contract_documents: {
    kind: 'documents',
    fileKey: 'file',
    existingPath: true,
    accepted: UPLOAD_TYPES,
    typeDescription: 'A document type of kind contract',
    description: 'PDF, TXT, EML, MSG, PNG or JPEG; at most 10 MB; type checked by content and extension',
  },
  comments: { kind: 'texts', description: 'Update only: a new comment', maxLength: MAX_LENGTH.comment },
} satisfies FormTable & Record<CaptureField, FileField>;

export type LimitRequestForm = MultipartForm<typeof LIMIT_REQUEST_FORM>;
export type DocumentList = keyof LimitRequestForm['documents'];
export type FormDocument = LimitRequestForm['documents'][DocumentList][number];
