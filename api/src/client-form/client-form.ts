import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import type { StoredUpload, UploadBatch } from '../files/upload-batch';
import type { NewAttachment } from '../repositories/clients/client-documents-repository';

/** One row of `client_documents[i][…]`. */
export interface FormDocument {
  document_type_id?: string;
  files?: StoredUpload;
  existing_path?: string;
}

export interface ClientForm {
  /** Text fields by name; only the names the rules and the record read are ever used. */
  fields: Record<string, string>;
  documents: FormDocument[];
  /** Uploads refused for their content, by `client_documents.i.files`. */
  fileErrors: Record<string, string[]>;
}

/** Indexes stay below the parser's file limit; `[files][]`/`[files][0]` is what some clients send. */
const DOCUMENT_PART = /^client_documents\[(\d{1,2})\]\[(document_type_id|files|existing_path)\](?:\[\d?\])?$/;

function documentAt(documents: FormDocument[], index: number): FormDocument {
  for (let i = documents.length; i <= index; i += 1) documents.push({});
  return documents[index]!;
}

/**
 * Reads the multipart client form, streaming each document file into `uploads` as it
 * arrives. Unknown fields and files are skipped; a file over 10 MB ends the request (413).
 */
export async function readClientForm(request: FastifyRequest, uploads: UploadBatch): Promise<ClientForm> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  const form: ClientForm = { fields: Object.create(null) as Record<string, string>, documents: [], fileErrors: {} };
  for await (const part of request.parts()) {
    const match = DOCUMENT_PART.exec(part.fieldname);
    const index = match ? Number(match[1]) : -1;
    const key = match?.[2] as keyof FormDocument | undefined;
    if (part.type === 'file') {
      const document = key === 'files' ? documentAt(form.documents, index) : undefined;
      if (!document || document.files || !part.filename) {
        part.file.resume();
        continue;
      }
      const field = `client_documents.${index}.files`;
      const outcome = await uploads.store(part.filename, part.file);
      if ('stored' in outcome) document.files = outcome.stored;
      else if (outcome.rejected === 'files.fileSizeExceedsLimit') throw new AppError(413, 'payloadTooLarge', { [field]: [outcome.rejected] });
      else form.fileErrors[field] = [outcome.rejected];
    } else if (typeof part.value === 'string') {
      if (key && key !== 'files') documentAt(form.documents, index)[key] = part.value;
      else if (!match) form.fields[part.fieldname] = part.value;
    }
  }
  return form;
}

/** The rows' newly uploaded files, to attach to the client. */
export const newAttachments = (form: ClientForm): NewAttachment[] =>
  form.documents.flatMap((document) => (document.files ? [{ documentTypeId: Number(document.document_type_id), file: document.files }] : []));
