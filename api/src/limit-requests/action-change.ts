import {
  approveRules,
  assignRules,
  commentRules,
  rejectRules,
  returnRules,
  uploadRules,
  type FieldErrors,
} from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import type { LimitRequestActionKey } from '../db/schema';
import type { StoredUpload } from '../files/upload-batch';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import { usersRepository } from '../repositories/auth/users-repository';
import { referenceLookupsRepository } from '../repositories/reference/reference-repository';
import type { FourEyesConfig } from '../config/four-eyes-config';
import { rejectReasonsRepository, returnReasonsRepository } from '../repositories/limit-requests/reject-reasons-repository';
import type { ActionInput } from './action-input';
import { needsSecondReviewer } from './four-eyes';
import { AWAITING_CONFIRMATION, OUTCOMES, type Actor, type WorkflowState } from './workflow';

const CONTRACT_TYPE_FIELD = 'contracts_documents.0.document_type_id';
const CONTRACT_FILE_FIELD = 'contracts_documents.0.file';

/** The validated effect of one action, ready to write. */
export interface ActionChange {
  transition: (typeof OUTCOMES)[LimitRequestActionKey] & {
    assignedTo?: number;
    /** null: cleared (an approval sent back). */
    approvedLimit?: string | null;
    approvedBy?: number | null;
    confirmedBy?: number;
    rejectReasonId?: number;
    returnReasonId?: number;
  };
  contract?: { documentTypeId: number; file: StoredUpload };
  /** approve, reject, confirm_approval, send_back, return_to_agent, resubmit: the note for the activity log, trimmed; null when none (issue 15). */
  comment: string | null;
}

const invalid = (errors: Record<string, FieldMessage[]>) => new AppError(422, 'validationFailed', errors);
const hasErrors = (errors: object) => Object.keys(errors).length > 0;

/** The dialog's rule (shared), then the database: an active risk user, never the request's creator (issue 16). */
async function assignee(db: Queryable, raw: unknown, createdBy: number | null): Promise<number> {
  const errors = assignRules({ user_id: raw as string | number | undefined });
  if (hasErrors(errors)) throw invalid(errors);
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || !(await usersRepository(db).isActiveRiskUser(id)))
    throw invalid({ user_id: [{ key: 'unknownReference' }] });
  if (id === createdBy) throw invalid({ user_id: [{ key: 'assigneeIsCreator' }] });
  return id;
}

/** Issue 16: the dialog's rule (shared), then the database: an active reason from the list. */
async function rejectReason(db: Queryable, raw: unknown): Promise<number> {
  const errors = rejectRules({ reason_id: raw as string | number | undefined });
  if (hasErrors(errors)) throw invalid(errors);
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || !(await rejectReasonsRepository(db).isActive(id)))
    throw invalid({ reason_id: [{ key: 'unknownReference' }] });
  return id;
}

/** Issue 18: the dialog's rules (shared: a reason and a comment), then an active reason from the admin's list. */
async function returnReason(db: Queryable, input: ActionInput): Promise<{ reasonId: number; comment: string }> {
  const errors = returnRules({ reason_id: input.reasonId as string | number | undefined, comment: input.comment });
  if (hasErrors(errors)) throw invalid(errors);
  const id = Number(input.reasonId);
  if (!Number.isInteger(id) || id < 1 || !(await returnReasonsRepository(db).isActive(id)))
    throw invalid({ reason_id: [{ key: 'unknownReference' }] });
  return { reasonId: id, comment: (input.comment ?? '').trim() };
}

/** A note: optional, or required (send_back, issue 16); trimmed, null when blank. */
function note(input: ActionInput, required = false): string | null {
  const errors = commentRules({ comment: input.comment }, { required });
  if (hasErrors(errors)) throw invalid(errors);
  return input.comment?.trim() || null;
}

/** The approve dialog's rules (shared): empty approves the requested amount; the note is optional. */
function decision(input: ActionInput, requested: string): { approvedLimit: string; comment: string | null } {
  const errors = { ...approveRules({ approved_limit: input.approvedLimit }, requested), ...commentRules({ comment: input.comment }) };
  if (hasErrors(errors)) throw invalid(errors);
  return { approvedLimit: input.approvedLimit?.trim() || requested, comment: input.comment?.trim() || null };
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

/** Who acts, on which request, under which four-eyes settings. */
export interface ActionContext {
  state: WorkflowState & { requestedLimit: string };
  actor: Actor;
  fourEyes: FourEyesConfig;
}

/** Checks what the action carries (422 per field) and says what it will change. */
export async function actionChange(
  db: Queryable,
  action: LimitRequestActionKey,
  input: ActionInput,
  { state, actor, fourEyes }: ActionContext,
): Promise<ActionChange> {
  const transition = OUTCOMES[action];
  switch (action) {
    case 'take':
      // Issue 16 (issue 11's queue): the risk user takes it for themselves.
      return { transition: { ...transition, assignedTo: actor.id }, comment: null };
    case 'assign_user':
      return { transition: { ...transition, assignedTo: await assignee(db, input.userId, state.createdBy) }, comment: null };
    case 'approve': {
      const { approvedLimit, comment } = decision(input, state.requestedLimit);
      // Issue 16 (four eyes): above the threshold, or too far from the request, a second reviewer confirms first.
      const outcome = needsSecondReviewer(approvedLimit, state.requestedLimit, fourEyes) ? AWAITING_CONFIRMATION : transition;
      return { transition: { ...outcome, approvedLimit, approvedBy: actor.id }, comment };
    }
    case 'confirm_approval':
      return { transition: { ...transition, confirmedBy: actor.id }, comment: note(input) };
    case 'send_back':
      // Issue 16: back to the first reviewer, whose amount no longer stands.
      return {
        transition: { ...transition, assignedTo: state.approvedBy ?? undefined, approvedLimit: null, approvedBy: null },
        comment: note(input, true),
      };
    case 'reject': {
      const reasonId = await rejectReason(db, input.reasonId);
      return { transition: { ...transition, rejectReasonId: reasonId }, comment: note(input) };
    }
    case 'return_to_agent': {
      // Issue 18: back to its creator, still assigned to this reviewer, who gets it back on resubmission.
      const { reasonId, comment } = await returnReason(db, input);
      return { transition: { ...transition, returnReasonId: reasonId }, comment };
    }
    case 'resubmit':
      return { transition, comment: note(input) };
    case 'upload_file':
      return { transition, contract: await contract(db, input), comment: null };
    default:
      return { transition, comment: null };
  }
}
