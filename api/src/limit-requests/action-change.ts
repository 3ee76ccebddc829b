import { approveRules, assignRules, commentRules, uploadRules, type FieldErrors } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import type { LimitRequestActionKey } from '../db/schema';
import type { StoredUpload } from '../files/upload-batch';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import { usersRepository } from '../repositories/auth/users-repository';
import { referenceLookupsRepository } from '../repositories/reference/reference-repository';
import type { ActionInput } from './action-input';
import { OUTCOMES } from './workflow';

const CONTRACT_TYPE_FIELD = 'contracts_documents.0.document_type_id';
const CONTRACT_FILE_FIELD = 'contracts_documents.0.file';

/** The validated effect of one action, ready to write. */
export interface ActionChange {
  transition: (typeof OUTCOMES)[LimitRequestActionKey] & { assignedTo?: number; approvedLimit?: string };
  contract?: { documentTypeId: number; file: StoredUpload };
  /** approve and reject: the note for the activity log, trimmed; null when none (issue 15). */
  comment: string | null;
}

const invalid = (errors: Record<string, FieldMessage[]>) => new AppError(422, 'validationFailed', errors);
const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The dialog's rule (shared), then the database: an active risk user. */
async function assignee(db: Queryable, raw: unknown): Promise<number> {
  const errors = assignRules({ user_id: raw as string | number | undefined });
  if (hasErrors(errors)) throw invalid(errors);
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || !(await usersRepository(db).isActiveRiskUser(id)))
    throw invalid({ user_id: [{ key: 'unknownReference' }] });
  return id;
}

/** The dialogs' rules (shared): empty approves the requested amount; the note is optional. */
function decision(input: ActionInput, requested?: string): { approvedLimit?: string; comment: string | null } {
  const errors = {
    ...(requested !== undefined && approveRules({ approved_limit: input.approvedLimit }, requested)),
    ...commentRules({ comment: input.comment }),
  };
  if (hasErrors(errors)) throw invalid(errors);
  const comment = input.comment?.trim() || null;
  return requested === undefined ? { comment } : { approvedLimit: input.approvedLimit?.trim() || requested, comment };
}

/** The dialog's rule (shared) on the wire names, a refused upload's own reason, then the type's kind. */
async function contract(db: Queryable, input: ActionInput): Promise<ActionChange['contract']> {
  const file = input.contractFile && {
    name: input.contractFile.originalName,
    size: input.contractFile.size,
    type: input.contractFile.mimeType,
  };
  const rules: FieldErrors = uploadRules({ document_type_id: input.contractTypeId, file });
  const errors: Record<string, FieldMessage[]> = {
    ...(rules.document_type_id && { [CONTRACT_TYPE_FIELD]: rules.document_type_id }),
    ...(rules.file && { [CONTRACT_FILE_FIELD]: rules.file }),
    ...input.fileErrors,
  };
  const typeId = Number(input.contractTypeId);
  if (
    !errors[CONTRACT_TYPE_FIELD] &&
    (!Number.isInteger(typeId) || !(await referenceLookupsRepository(db).isDocumentTypeOfKind(typeId, 'contract')))
  ) {
    errors[CONTRACT_TYPE_FIELD] = [{ key: 'unknownReference' }];
  }
  if (hasErrors(errors) || !input.contractFile) throw invalid(errors);
  return { documentTypeId: typeId, file: input.contractFile };
}

/** Checks what the action carries (422 per field) and says what it will change. */
export async function actionChange(
  db: Queryable,
  action: LimitRequestActionKey,
  input: ActionInput,
  requestedLimit: string,
): Promise<ActionChange> {
  const transition = OUTCOMES[action];
  switch (action) {
    case 'assign_user':
      return { transition: { ...transition, assignedTo: await assignee(db, input.userId) }, comment: null };
    case 'approve': {
      const { approvedLimit, comment } = decision(input, requestedLimit);
      return { transition: { ...transition, approvedLimit }, comment };
    }
    case 'reject':
      return { transition, comment: decision(input).comment };
    case 'upload_file':
      return { transition, contract: await contract(db, input), comment: null };
    default:
      return { transition, comment: null };
  }
}
