import { MAX_LENGTH, tooLong } from '../field-limits';
import { addError, type FieldErrors } from '../types';
import { isArabicName } from './arabic-text';
import { text, type ClientRuleOptions, type ClientValues } from './client-values';
import { isMobileNumber } from './mobile';
import { nationalIdRule } from './national-id';
import { addYears, parseWireDate, startOfDay } from './wire-date';

/** NID expiry is not typed in: it is the issuance month plus seven years (SPEC §4, §9). */
export const NID_VALIDITY_YEARS = 7;

export function checkIdentity(values: ClientValues, errors: FieldErrors, { today = new Date() }: ClientRuleOptions): void {
  const name = text(values.client_name);
  if (!name) addError(errors, 'client_name', 'common.fieldRequired');
  else if (tooLong(name, MAX_LENGTH.personName)) addError(errors, 'client_name', 'common.nameTooLong');
  else if (!isArabicName(name)) addError(errors, 'client_name', 'clients.clientNameInvalid');

  const nationalId = text(values.national_id);
  const idRule = nationalId ? nationalIdRule(nationalId) : 'common.fieldRequired';
  if (idRule) addError(errors, 'national_id', idRule);

  checkIssuance(text(values.NID_issuance_date), errors, startOfDay(today));
  checkMobiles(text(values.prime_mobile_number), text(values.second_mobile_number), errors);
}

function checkIssuance(value: string, errors: FieldErrors, today: Date): void {
  if (!value) {
    addError(errors, 'NID_issuance_date', 'common.fieldRequired');
    addError(errors, 'NID_expired_date', 'common.fieldRequired');
    return;
  }
  const issuance = parseWireDate(value);
  if (!issuance) return addError(errors, 'NID_issuance_date', 'clients.dateInvalid');
  if (issuance > today) return addError(errors, 'NID_issuance_date', 'clients.issuanceDateInFuture');
  if (addYears(issuance, NID_VALIDITY_YEARS) < today) addError(errors, 'NID_expired_date', 'clients.nationalIdCardExpired');
}

function checkMobiles(prime: string, second: string, errors: FieldErrors): void {
  if (!prime) addError(errors, 'prime_mobile_number', 'common.fieldRequired');
  else if (!isMobileNumber(prime)) addError(errors, 'prime_mobile_number', 'clients.primeMobileNumberInvalid');
  if (!second) return;
  if (!isMobileNumber(second)) addError(errors, 'second_mobile_number', 'clients.secondMobileNumberInvalid');
  else if (second === prime) addError(errors, 'second_mobile_number', 'clients.mobileNumbersMustBeDifferent');
}
