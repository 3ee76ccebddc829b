import { MAX_UPLOAD_BYTES } from '@back-office/shared/rules';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_TYPES } from '../files/file-type';
import type { StoredUpload, UploadBatch, UploadOutcome } from '../files/upload-batch';
import { AppError } from '../http/app-error';
import { CAPTURE_FIELDS, type CaptureField } from '../repositories/limit-requests/limit-request-captures';
import { openDataUrl } from './data-url';

export type DocumentList = 'general_documents' | 'contract_documents';

/** One row of `general_documents[i][…]` or `contract_documents[i][…]`. */
export interface FormDocument {
  document_type_id?: string;
  file?: StoredUpload;
  existing_path?: string;
}

export interface LimitRequestForm {
  /** Text fields by name; only the names the rules and the record read are ever used. */
  fields: Record<string, string>;
  images: Partial<Record<CaptureField, StoredUpload>>;
  documents: Record<DocumentList, FormDocument[]>;
  /** `comments[i]` by index. */
  comments: string[];
  /** Uploads refused for their content, by field. */
  fileErrors: Record<string, string[]>;
}

/** What each kind of upload may be, and the rule key when it is something else. */
const IMAGES = { accepted: ['image/jpeg', 'image/png'], refusal: 'limitRequests.imageInvalid' };
const LISTS: Record<DocumentList, { accepted: readonly string[]; refusal: string }> = {
  general_documents: { accepted: ['application/pdf', 'text/plain', 'text/html', 'message/rfc822', 'application/vnd.ms-outlook'], refusal: 'limitRequests.documentFileInvalid' },
  contract_documents: { accepted: UPLOAD_TYPES, refusal: 'files.invalidFileType' },
};

/** A 10 MB image as base64 text, with its `data:image/jpeg;base64,` header. */
const DATA_URL_BYTES = Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 64;

const DOCUMENT_PART = /^(general_documents|contract_documents)\[(\d{1,2})\]\[(document_type_id|file|existing_path)\]$/;
const COMMENT_PART = /^comments\[(\d{1,2})\]$/;
const isCapture = (name: string | undefined): name is CaptureField => (CAPTURE_FIELDS as readonly string[]).includes(name ?? '');

function documentAt(documents: FormDocument[], index: number): FormDocument {
  for (let i = documents.length; i <= index; i += 1) documents.push({});
  return documents[index]!;
}

/** A camera capture: a file part, or the canvas's data URL sent as text. */
async function storeImage(part: MultipartFile, uploads: UploadBatch): Promise<UploadOutcome | undefined> {
  if (part.filename) return uploads.store(part.filename, part.file, IMAGES.accepted);
  const image = await openDataUrl(part.file);
  if (image.outcome === 'empty') return undefined;
  if (image.outcome === 'invalid') return { rejected: 'files.invalidFileType' };
  const outcome = await uploads.store(`${part.fieldname}${image.extension}`, image.bytes, IMAGES.accepted);
  if (part.file.truncated) return { rejected: 'files.fileSizeExceedsLimit' };
  return image.wellFormed() ? outcome : { rejected: 'files.invalidFileType' };
}

async function readFile(form: LimitRequestForm, part: MultipartFile, uploads: UploadBatch): Promise<void> {
  const match = DOCUMENT_PART.exec(part.fieldname);
  const document = match?.[3] === 'file' ? documentAt(form.documents[match[1] as DocumentList], Number(match[2])) : undefined;
  const capture = isCapture(part.fieldname) ? part.fieldname : undefined;
  const taken = capture ? Boolean(form.images[capture] || form.fileErrors[capture]) : Boolean(!document || document.file || !part.filename);
  if (taken) {
    part.file.resume();
    return;
  }
  const field = capture ?? `${match![1]}.${match![2]}.file`;
  const { accepted, refusal } = capture ? IMAGES : LISTS[match![1] as DocumentList];
  const outcome = capture ? await storeImage(part, uploads) : await uploads.store(part.filename, part.file, accepted);
  if (!outcome) return;
  if ('stored' in outcome) {
    if (capture) form.images[capture] = outcome.stored;
    else document!.file = outcome.stored;
  } else if (outcome.rejected === 'files.fileSizeExceedsLimit') throw new AppError(413, 'payloadTooLarge', { [field]: [outcome.rejected] });
  else form.fileErrors[field] = [refusal];
}

function readField(form: LimitRequestForm, name: string, value: string): void {
  const document = DOCUMENT_PART.exec(name);
  const comment = COMMENT_PART.exec(name);
  if (document && document[3] !== 'file') documentAt(form.documents[document[1] as DocumentList], Number(document[2]))[document[3] as 'document_type_id' | 'existing_path'] = value;
  else if (comment) form.comments[Number(comment[1])] = value;
  else if (!document) form.fields[name] = value;
}

/**
 * Reads the multipart limit-request form, streaming each file into `uploads` as it
 * arrives. The three captures are read as streams even when sent as text (data URLs can
 * be 14 MB); unknown fields and files are skipped; a file over 10 MB ends the request (413).
 */
export async function readLimitRequestForm(request: FastifyRequest, uploads: UploadBatch): Promise<LimitRequestForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const form: LimitRequestForm = {
    fields: Object.create(null) as Record<string, string>,
    images: {},
    documents: { general_documents: [], contract_documents: [] },
    comments: [],
    fileErrors: {},
  };
  const parts = request.parts({
    limits: { fileSize: DATA_URL_BYTES },
    isPartAFile: (name, type, fileName) => isCapture(name) || type === 'application/octet-stream' || fileName !== undefined,
  });
  for await (const part of parts) {
    if (part.type === 'file') await readFile(form, part, uploads);
    else if (typeof part.value === 'string') readField(form, part.fieldname, part.value);
  }
  return form;
}
