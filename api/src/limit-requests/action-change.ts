import type { Queryable } from '../db/database';
import type { LimitRequestActionKey } from '../db/schema';
import type { StoredUpload } from '../files/upload-batch';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import { referenceLookupsRepository } from '../repositories/reference/reference-repository';
import { usersRepository } from '../repositories/auth/users-repository';
import { CONTRACT_FILE_FIELD, CONTRACT_TYPE_FIELD, type ActionInput } from './action-input';
import { OUTCOMES } from './workflow';

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** The validated effect of one action, ready to write. */
export interface ActionChange {
  transition: (typeof OUTCOMES)[LimitRequestActionKey] & { assignedTo?: number; approvedLimit?: string };
  contract?: { documentTypeId: number; file: StoredUpload };
}

const invalid = (errors: Record<string, FieldMessage[]>) => new AppError(422, 'validationFailed', errors);

async function assignee(db: Queryable, raw: string | undefined): Promise<number> {
  if (raw === undefined || raw.trim() === '') throw invalid({ user_id: ['common.fieldRequired'] });
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || !(await usersRepository(db).isActiveRiskUser(id))) throw invalid({ user_id: [{ key: 'unknownReference' }] });
  return id;
}

/** Empty approves the requested amount; anything else must be positive and not above it. */
function approvedAmount(raw: string | undefined, requested: string): string {
  if (raw === undefined || raw.trim() === '') return requested;
  const value = raw.trim();
  if (!AMOUNT.test(value) || Number(value) <= 0 || Number(value) > Number(requested)) throw invalid({ approved_limit: ['limitRequests.approvedLimitTooHigh'] });
  return value;
}

async function contract(db: Queryable, input: ActionInput): Promise<ActionChange['contract']> {
  const errors: Record<string, FieldMessage[]> = { ...input.fileErrors };
  const typeId = Number(input.contractTypeId);
  if (!input.contractTypeId?.trim()) errors[CONTRACT_TYPE_FIELD] = ['common.fieldRequired'];
  else if (!Number.isInteger(typeId) || !(await referenceLookupsRepository(db).isDocumentTypeOfKind(typeId, 'contract'))) errors[CONTRACT_TYPE_FIELD] = [{ key: 'unknownReference' }];
  if (!input.contractFile && !errors[CONTRACT_FILE_FIELD]) errors[CONTRACT_FILE_FIELD] = ['common.fieldRequired'];
  if (Object.keys(errors).length > 0 || !input.contractFile) throw invalid(errors);
  return { documentTypeId: typeId, file: input.contractFile };
}

/** Checks what the action carries (422 per field) and says what it will change. */
export async function actionChange(db: Queryable, action: LimitRequestActionKey, input: ActionInput, requestedLimit: string): Promise<ActionChange> {
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
