import { required } from '../common';
import { MAX_LENGTH, STORABLE_AMOUNT } from '../field-limits';
import { uploadFileRule, type UploadFileFacts } from '../files/upload-file-rule';
import { addError, type FieldErrors } from '../types';

/**
 * SPEC §5 checks of the limit-request actions that carry something. The dialogs run them
 * before sending and the API runs them again on what it received, so both refuse the same
 * things with the same rule keys.
 */
export interface AssignValues {
  user_id?: number | string;
}

/** `F`: the chosen File in the dialog; the stored upload's name, size and type on the API. */
export interface UploadValues<F extends UploadFileFacts = File> {
  document_type_id?: number | string;
  file?: F;
}

export interface ApproveValues {
  approved_limit?: string;
}

/** The note written with an approve or reject, or a comment on a request (issue 15). */
export interface CommentValues {
  comment?: string | null;
}

/** As the contract's CommentText allows (field-limits.ts). */
export const MAX_NOTE_LENGTH = MAX_LENGTH.comment;

/** As the API stores amounts: up to 12 digits and 2 decimals. */
const AMOUNT = STORABLE_AMOUNT;

/** SPEC §5 assign-user dialog: a risk user must be chosen. */
export function assignRules({ user_id }: AssignValues): FieldErrors {
  const errors: FieldErrors = {};
  const missing = required(user_id);
  if (missing) addError(errors, 'user_id', missing);
  return errors;
}

export interface RejectValues {
  reason_id?: number | string;
}

/** Issue 16: a rejection names its reason from the list. */
export function rejectRules({ reason_id }: RejectValues): FieldErrors {
  const errors: FieldErrors = {};
  const missing = required(reason_id);
  if (missing) addError(errors, 'reason_id', missing);
  return errors;
}

/**
 * Issue 18: a return to the agent names its reason from the list the admin keeps and says, in a
 * comment, what to change (the comment's own rule is commentRules with required).
 */
export function returnRules({ reason_id, comment }: RejectValues & CommentValues): FieldErrors {
  return { ...rejectRules({ reason_id }), ...commentRules({ comment }, { required: true }) };
}

/** SPEC §5 upload dialog: a document type and one allowed file of at most 10 MB. */
export function uploadRules({ document_type_id, file }: UploadValues<UploadFileFacts>): FieldErrors {
  const errors: FieldErrors = {};
  const missingType = required(document_type_id);
  if (missingType) addError(errors, 'document_type_id', missingType);
  const fileError = file ? uploadFileRule(file) : 'common.fieldRequired';
  if (fileError) addError(errors, 'file', fileError);
  return errors;
}

/** Empty approves the requested amount; a typed amount must be positive and not above it. */
export function approveRules({ approved_limit = '' }: ApproveValues, requestedLimit: string): FieldErrors {
  const amount = approved_limit.trim();
  if (!amount) return {};
  const valid = AMOUNT.test(amount) && Number(amount) > 0 && Number(amount) <= Number(requestedLimit);
  return valid ? {} : { approved_limit: ['limitRequests.approvedLimitTooHigh'] };
}

/**
 * Issue 15: approve and reject take an optional note, a comment on a request needs one. Trimmed;
 * blank is no note (an error only where one is required); at most MAX_NOTE_LENGTH characters.
 */
export function commentRules({ comment }: CommentValues, { required: needed = false } = {}): FieldErrors {
  const text = (comment ?? '').trim();
  if (!text) return needed ? { comment: ['common.fieldRequired'] } : {};
  return text.length > MAX_NOTE_LENGTH ? { comment: ['limitRequests.noteTooLong'] } : {};
}
