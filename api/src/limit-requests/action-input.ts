import type { FastifyRequest } from 'fastify';
import type { StoredUpload, UploadBatch } from '../files/upload-batch';
import { AppError } from '../http/app-error';

/** What an action may carry: a risk user, an approved amount, or one contract file. */
export interface ActionInput {
  userId?: string;
  approvedLimit?: string;
  contractTypeId?: string;
  contractFile?: StoredUpload;
  /** Uploads refused for their content, by field. */
  fileErrors: Record<string, string[]>;
}

const CONTRACT_TYPE = 'contracts_documents[0][document_type_id]';
const CONTRACT_FILE = 'contracts_documents[0][file]';
export const CONTRACT_FILE_FIELD = 'contracts_documents.0.file';
export const CONTRACT_TYPE_FIELD = 'contracts_documents.0.document_type_id';

const textOf = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));

/** Multipart (the upload dialog), or JSON / no body for the other actions. */
export async function readActionInput(request: FastifyRequest, uploads: UploadBatch): Promise<ActionInput> {
  const input: ActionInput = { fileErrors: {} };
  if (!request.isMultipart()) {
    const body = (request.body ?? {}) as Record<string, unknown>;
    return { ...input, userId: textOf(body.user_id), approvedLimit: textOf(body.approved_limit) };
  }
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== CONTRACT_FILE || input.contractFile || !part.filename) {
        part.file.resume();
        continue;
      }
      const outcome = await uploads.store(part.filename, part.file);
      if ('stored' in outcome) input.contractFile = outcome.stored;
      else if (outcome.rejected === 'files.fileSizeExceedsLimit') throw new AppError(413, 'payloadTooLarge', { [CONTRACT_FILE_FIELD]: [outcome.rejected] });
      else input.fileErrors[CONTRACT_FILE_FIELD] = [outcome.rejected];
    } else if (typeof part.value === 'string') {
      if (part.fieldname === 'user_id') input.userId = part.value;
      else if (part.fieldname === 'approved_limit') input.approvedLimit = part.value;
      else if (part.fieldname === CONTRACT_TYPE) input.contractTypeId = part.value;
    }
  }
  return input;
}
