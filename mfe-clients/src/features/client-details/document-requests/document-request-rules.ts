import { addError, commentRules, required, type FieldErrors } from '@back-office/shared/rules';
import type { DocumentRequestCreate } from '@back-office/shared/contract';

/** The dialog's values: the two ids as the selects hold them, the note as typed. */
export interface DocumentRequestValues {
  document_type_id?: number | string;
  reason_id?: number | string;
  note?: string;
}

/**
 * Issue 19: a document and a reason from the lists are required, the note is optional and at most
 * MAX_LENGTH.comment long. Made of the shared rules (the API checks the same through the contract).
 */
export function documentRequestRules({ document_type_id, reason_id, note }: DocumentRequestValues): FieldErrors {
  const errors: FieldErrors = {};
  const missingType = required(document_type_id);
  if (missingType) addError(errors, 'document_type_id', missingType);
  const missingReason = required(reason_id);
  if (missingReason) addError(errors, 'reason_id', missingReason);
  for (const key of commentRules({ comment: note }).comment ?? []) addError(errors, 'note', key);
  return errors;
}

/** The body the API takes: ids as numbers, the note trimmed and left out when blank. */
export function toDocumentRequestBody({ document_type_id, reason_id, note }: DocumentRequestValues): DocumentRequestCreate {
  const text = (note ?? '').trim();
  return { document_type_id: Number(document_type_id), reason_id: Number(reason_id), ...(text ? { note: text } : {}) };
}
