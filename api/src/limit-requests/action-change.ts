import { approveRules, assignRules, uploadRules, type FieldErrors } from '@back-office/shared/rules';
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

/** The dialog's rule (shared): empty approves the requested amount. */
function approvedAmount(raw: string | undefined, requested: string): string {
  const errors = approveRules({ approved_limit: raw }, requested);
  if (hasErrors(errors)) throw invalid(errors);
  return raw?.trim() || requested;
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
      return { transition: { ...transition, assignedTo: await assignee(db, input.userId) } };
    case 'approve':
      return { transition: { ...transition, approvedLimit: approvedAmount(input.approvedLimit, requestedLimit) } };
    case 'upload_file':
      return { transition, contract: await contract(db, input) };
    default:
      return { transition };
  }
}
