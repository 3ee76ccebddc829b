import { isArabicName } from '../client/arabic-text';
import { positiveId, text } from '../client/client-values';
import { isMobileNumber } from '../client/mobile';
import { required } from '../common';
import { MAX_LENGTH, STORABLE_AMOUNT, tooLong } from '../field-limits';
import { addError, type FieldErrors } from '../types';
import {
  MAX_TENURE_MONTHS,
  MIN_TENURE_MONTHS,
  type LimitRequestDocumentInput,
  type LimitRequestRuleOptions,
  type LimitRequestValues,
} from './limit-request-values';

const NUMBER = /^\d+(\.\d+)?$/;

/** Ids picked from lists: required, and a whole number above zero. */
const ID_FIELDS = [
  'client_id',
  'limit_request_type_id',
  'merchant_id',
  'product_id',
  'merchant_branch_id',
  'relative_degree_type_id',
] as const;

function checkIds(values: LimitRequestValues, errors: FieldErrors): void {
  for (const field of ID_FIELDS) {
    const missing = required(values[field]);
    if (missing) addError(errors, field, missing);
    else if (!positiveId(values[field])) addError(errors, field, 'common.positiveNumber');
  }
}

function checkAmounts(values: LimitRequestValues, errors: FieldErrors): void {
  const requested = text(values.requested_limit);
  if (requested === '') addError(errors, 'requested_limit', 'common.fieldRequired');
  else if (!NUMBER.test(requested) || Number(requested) <= 0) addError(errors, 'requested_limit', 'common.positiveNumber');
  // Issue 16: numeric(14, 2) holds it, or the field says so (never the database's overflow).
  else if (!STORABLE_AMOUNT.test(requested)) addError(errors, 'requested_limit', 'common.amountInvalid');

  const tenure = text(values.tenure);
  const months = Number(tenure);
  if (tenure === '') addError(errors, 'tenure', 'common.fieldRequired');
  else if (!/^\d+$/.test(tenure) || months < MIN_TENURE_MONTHS || months > MAX_TENURE_MONTHS)
    addError(errors, 'tenure', 'limitRequests.tenureRange');
}

function checkRelative(values: LimitRequestValues, errors: FieldErrors): void {
  const name = text(values.relative_name);
  if (name === '') addError(errors, 'relative_name', 'common.fieldRequired');
  else if (tooLong(name, MAX_LENGTH.personName)) addError(errors, 'relative_name', 'common.nameTooLong');
  else if (!isArabicName(name)) addError(errors, 'relative_name', 'limitRequests.degreeNameInvalid');

  const mobile = text(values.relative_mobile_number);
  if (mobile === '') addError(errors, 'relative_mobile_number', 'common.fieldRequired');
  else if (!isMobileNumber(mobile)) addError(errors, 'relative_mobile_number', 'clients.primeMobileNumberInvalid');
}

/** Each listed document needs its type and a file (on edit, a kept file counts). */
function checkDocuments(
  list: 'general_documents' | 'contract_documents',
  documents: LimitRequestDocumentInput[] | undefined,
  errors: FieldErrors,
  { mode }: LimitRequestRuleOptions,
): void {
  (documents ?? []).forEach((document, index) => {
    if (!positiveId(document.document_type_id)) addError(errors, `${list}.${index}.document_type_id`, 'common.fieldRequired');
    const kept = mode === 'edit' && text(document.existing_path) !== '';
    if (!document.file && !kept) addError(errors, `${list}.${index}.file`, 'common.fieldRequired');
  });
}

/** SPEC §5 "Limit request" (create and edit): every rule, as translation keys per field. */
export function validateLimitRequest(values: LimitRequestValues, options: LimitRequestRuleOptions): FieldErrors {
  const errors: FieldErrors = {};
  checkIds(values, errors);
  checkAmounts(values, errors);
  checkRelative(values, errors);
  if (text(values.code) === '') addError(errors, 'code', 'common.fieldRequired');
  else if (tooLong(values.code, MAX_LENGTH.code)) addError(errors, 'code', 'common.codeTooLong');
  checkDocuments('general_documents', values.general_documents, errors, options);
  checkDocuments('contract_documents', values.contract_documents, errors, options);
  return errors;
}
