import { addError, required, uploadFileRule, type FieldErrors } from '@back-office/shared/rules';

export interface AssignValues {
  user_id?: number;
}

export interface UploadValues {
  document_type_id?: number;
  file?: File;
}

export interface ApproveValues {
  approved_limit?: string;
}

/** As the API reads amounts: up to 12 digits and 2 decimals. */
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** SPEC §5 assign-user dialog: a risk user must be chosen. */
export function assignRules({ user_id }: AssignValues): FieldErrors {
  const errors: FieldErrors = {};
  const missing = required(user_id);
  if (missing) addError(errors, 'user_id', missing);
  return errors;
}

/** SPEC §5 upload dialog: a document type and one allowed file of at most 10 MB. */
export function uploadRules({ document_type_id, file }: UploadValues): FieldErrors {
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
