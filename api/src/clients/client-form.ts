import type { VerificationCapture } from '@back-office/shared/contract/enums';
import { MAX_LENGTH } from '@back-office/shared/rules';
import type { StoredUpload } from '../files/upload-batch';
import type { FileField, FormTable, MultipartForm, TextField } from '../http/multipart-form';
import type { NewAttachment } from '../repositories/clients/client-documents-repository';

const text = (description?: string, maxLength?: number): TextField => ({
  kind: 'text',
  ...(description && { description }),
  ...(maxLength && { maxLength }),
});
const id = (): TextField => ({ kind: 'text', pattern: '^\\d+$' });

/** SPEC §3 client form, as the staff create it (and the public form, with two more fields). */
export const CLIENT_CREATE_FORM = {
  client_name: text('Arabic letters and spaces', MAX_LENGTH.personName),
  national_id: text('14 digits; birth date, age and gender are derived from it'),
  NID_issuance_date: text('YYYY-MM or YYYY-MM-DD; the expiry is issuance + 7 years'),
  prime_mobile_number: text('01[0125] + 8 digits'),
  second_mobile_number: text('Optional'),
  employment_type_id: id(),
  company_name: text('Optional for Freelance', MAX_LENGTH.companyName),
  monthly_income: text('EGP, positive, at most 12 whole digits and 2 decimals; read-only on update (a sent value is ignored)'),
  title: text('Arabic', MAX_LENGTH.title),
  company_sector: id(),
  lead_company_id: id(),
  ...(Object.fromEntries(
    ['nid', 'home', 'company'].flatMap((kind) => ['governorate', 'city', 'area'].map((part) => [`${kind}_${part}_id`, id()])),
  ) as Record<`${'nid' | 'home' | 'company'}_${'governorate' | 'city' | 'area'}_id`, TextField>),
  NID_address: text(undefined, MAX_LENGTH.address),
  home_address: text(undefined, MAX_LENGTH.address),
  company_address: text('Arabic', MAX_LENGTH.address),
  // Indexes stay below the parser's file limit; `[files][]`/`[files][0]` is what some clients send.
  client_documents: {
    kind: 'documents',
    fileKey: 'files',
    fileSuffix: true,
    typeIdPattern: true,
    description: 'PDF, TXT, EML, MSG, PNG or JPEG; at most 10 MB; type checked by content and extension',
  },
} satisfies FormTable;

/** On edit a stored file is kept by the path the API gave out for it. */
export const CLIENT_EDIT_FORM = {
  ...CLIENT_CREATE_FORM,
  client_documents: { ...CLIENT_CREATE_FORM.client_documents, existingPath: true },
} satisfies FormTable;

/** Issue 19: an ID photo of the public form, a JPEG or PNG file (the form scales it to 1600 px first). */
const photo = (what: string): FileField => ({
  kind: 'file',
  accepted: ['image/jpeg', 'image/png'],
  refusal: 'limitRequests.imageInvalid',
  description: `${what}: a JPEG or PNG file; optional here, the public form sends it; counts against the application's file caps`,
});

/**
 * SPEC §6 public form: the staff form's fields, consent and a trap for bots; issue 19 adds the solved
 * proof of work and the ID photos, stored as the client documents of the types with that capture.
 */
export const SELF_ONBOARDING_FORM = {
  ...CLIENT_CREATE_FORM,
  consent: text('Required: 1, true, on or yes'),
  website: text('Must be empty (a trap for form bots)'),
  pow: text(
    'Required: base64(JSON {algorithm, challenge, number, salt, signature}) solving GET /api/self-onboarding/challenge; each is accepted once',
    2000,
  ),
  front_image: photo('ID card front'),
  back_image: photo('ID card back'),
  selfie: photo('Selfie'),
} satisfies FormTable & Record<VerificationCapture, FileField>;

export type ClientForm =
  MultipartForm<typeof CLIENT_EDIT_FORM> | MultipartForm<typeof CLIENT_CREATE_FORM> | MultipartForm<typeof SELF_ONBOARDING_FORM>;

/** One row of `client_documents[i][…]`. */
export interface FormDocument {
  document_type_id?: string;
  files?: StoredUpload;
  existing_path?: string;
}

/** The rows' newly uploaded files, to attach to the client. */
export const newAttachments = (form: ClientForm): NewAttachment[] =>
  form.documents.client_documents.flatMap((document) =>
    document.files ? [{ documentTypeId: Number(document.document_type_id), file: document.files }] : [],
  );
