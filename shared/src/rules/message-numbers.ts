import { NID_VALIDITY_YEARS } from './client/identity-rules';
import { APPLICATION_FILE_LIMITS } from './files/application-file-limits';
import { MAX_UPLOAD_BYTES } from './files/upload-file-rule';
import { MAX_REQUEST_CODES, MAX_TENURE_MONTHS, MIN_TENURE_MONTHS } from './limit-request/limit-request-values';
import { MAX_NOTE_LENGTH } from './limit-request/action-rules';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password/password-policy';
import { OTP_LENGTH } from './password/validate-otp';
import {
  FOUR_EYES_AMOUNT_MAX,
  HOLIDAY_NAME_MAX_LENGTH,
  PUBLIC_HOLIDAYS_MAX,
  SLA_HOURS_MAX,
  SLA_HOURS_MIN,
} from './settings/settings-values';
import { AMOUNT_DECIMALS, AMOUNT_WHOLE_DIGITS, MAX_LENGTH } from './field-limits';
import { REFERENCE_NAME_MAX_LENGTH } from './reference/reference-rules';

/**
 * The numbers the rule messages quote, taken from the rules themselves. The messages write
 * them as `{{name, number}}` so they come out in the interface's digits like every other
 * count (issue 15, defect 10; decision 0011): the forms pass these as i18next's default
 * variables and `translateRule` fills them for the API's 422 answers.
 */
export const ruleMessageNumbers = {
  nationalIdDigits: 14,
  mobileDigits: 11,
  nidValidityYears: NID_VALIDITY_YEARS,
  minTenure: MIN_TENURE_MONTHS,
  maxTenure: MAX_TENURE_MONTHS,
  maxRequestCodes: MAX_REQUEST_CODES,
  /** Reviewers' comments and the notes of approve and reject (issue 15). */
  maxNoteLength: MAX_NOTE_LENGTH,
  /** The amount rule (action-rules.ts AMOUNT): twelve whole digits, two decimals. */
  amountWholeDigits: AMOUNT_WHOLE_DIGITS,
  amountDecimals: AMOUNT_DECIMALS,
  /** Issue 16: the longest text each kind of field takes (field-limits.ts). */
  maxNameLength: MAX_LENGTH.personName,
  maxTitleLength: MAX_LENGTH.title,
  maxCompanyNameLength: MAX_LENGTH.companyName,
  maxAddressLength: MAX_LENGTH.address,
  maxCodeLength: MAX_LENGTH.code,
  maxUploadMegabytes: MAX_UPLOAD_BYTES / (1024 * 1024),
  passwordMinLength: PASSWORD_MIN_LENGTH,
  passwordMaxLength: PASSWORD_MAX_LENGTH,
  otpLength: OTP_LENGTH,
  /** Issue 17: the settings page's limits (settings/settings-values.ts). */
  fourEyesAmountMax: FOUR_EYES_AMOUNT_MAX,
  fourEyesPercentMax: 100,
  slaHoursMin: SLA_HOURS_MIN,
  slaHoursMax: SLA_HOURS_MAX,
  publicHolidaysMax: PUBLIC_HOLIDAYS_MAX,
  holidayNameMaxLength: HOLIDAY_NAME_MAX_LENGTH,
  /** Issue 17: a reference item's names. */
  referenceNameMaxLength: REFERENCE_NAME_MAX_LENGTH,
  /** Issue 19: what one public application may upload (application-file-limits.ts). */
  applicationMaxFiles: APPLICATION_FILE_LIMITS.maxFiles,
  applicationFileMegabytes: APPLICATION_FILE_LIMITS.maxFileBytes / (1024 * 1024),
  applicationTotalMegabytes: APPLICATION_FILE_LIMITS.maxTotalBytes / (1024 * 1024),
} as const;
