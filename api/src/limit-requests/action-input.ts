import {
  ApproveActionBody,
  AssignUserActionBody,
  ConfirmApprovalActionBody,
  EmptyActionBody,
  RejectActionBody,
  ResubmitActionBody,
  ReturnToAgentActionBody,
  SendBackActionBody,
} from '@back-office/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import type { LimitRequestActionKey } from '../db/schema';
import type { StoredUpload, UploadBatch } from '../files/upload-batch';
import { AppError } from '../http/app-error';
import { readMultipartForm, type FormTable } from '../http/multipart-form';
import type { FieldMessage } from '../i18n/translate';

/** upload_file (SPEC §7): one contract document. */
export const CONTRACT_FORM = {
  contracts_documents: {
    kind: 'documents',
    fileKey: 'file',
    maxRows: 1,
    typeDescription: 'upload_file: a contract document type',
    description: 'upload_file: PDF, TXT, EML, MSG, PNG or JPEG; at most 10 MB; type checked by content and extension',
  },
} satisfies FormTable;

/** The JSON shape each action takes (shared contract); upload_file takes multipart only. */
const JSON_BODIES: Record<LimitRequestActionKey, TObject | undefined> = {
  assign_user: AssignUserActionBody,
  approve: ApproveActionBody,
  upload_file: undefined,
  // Issue 15: reject takes an optional note; cancel and close still take nothing. Issue 16: reject names its reason.
  reject: RejectActionBody,
  cancel: EmptyActionBody,
  close: EmptyActionBody,
  // Issue 16: taking from the queue carries nothing; the four-eyes steps carry a note.
  take: EmptyActionBody,
  confirm_approval: ConfirmApprovalActionBody,
  send_back: SendBackActionBody,
  // Issue 18: a return names its reason and says what to change; a resubmission may add a note.
  return_to_agent: ReturnToAgentActionBody,
  resubmit: ResubmitActionBody,
};

/** Every field some action's JSON body has: sent to an action that does not take it, it is refused. */
const ACTION_FIELDS = [...new Set(Object.values(JSON_BODIES).flatMap((shape) => Object.keys(shape?.properties ?? {})))];

/** What an action carries: a risk user, an approved amount and a note, a note, or one contract file. */
export interface ActionInput {
  userId?: unknown;
  approvedLimit?: string;
  /** approve, reject, confirm_approval and send_back: the note for the activity log, as sent. */
  comment?: string;
  /** reject: the reason chosen from the list (issue 16). */
  reasonId?: unknown;
  contractTypeId?: string;
  contractFile?: StoredUpload;
  /** Uploads refused for their content, by field. */
  fileErrors: Record<string, string[]>;
}

const notAccepted = () => new AppError(422, 'actionBodyNotAccepted');

async function readMultipartInput(request: FastifyRequest, action: LimitRequestActionKey, uploads: UploadBatch): Promise<ActionInput> {
  if (action !== 'upload_file') throw notAccepted();
  const form = await readMultipartForm(request, CONTRACT_FORM, uploads);
  const [contract] = form.documents.contracts_documents;
  return { contractTypeId: contract?.document_type_id, contractFile: contract?.file, fileErrors: form.fileErrors };
}

/**
 * The body of `action`, in the one shape it takes (shared/src/contract/limit-request-actions.ts):
 * JSON (its types already checked by the route schema) or, for upload_file, multipart. Any other body is refused with 422, never read as something else.
 */
export async function readActionInput(request: FastifyRequest, action: LimitRequestActionKey, uploads: UploadBatch): Promise<ActionInput> {
  if (request.isMultipart()) return readMultipartInput(request, action, uploads);
  const shape = JSON_BODIES[action];
  if (!shape) throw notAccepted();
  const body = (request.body ?? {}) as Record<string, unknown>;
  const errors: Record<string, FieldMessage[]> = {};
  for (const field of ACTION_FIELDS)
    if (body[field] !== undefined && !(field in shape.properties)) errors[field] = [{ key: 'actionBodyNotAccepted' }];
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
  const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));
  // The note is stored as text, which cannot hold U+0000 (http/querystring.ts drops it from queries alike).
  const comment = text(body.comment)?.replaceAll('\u0000', '');
  return { userId: body.user_id, approvedLimit: text(body.approved_limit), comment, reasonId: body.reason_id, fileErrors: {} };
}
