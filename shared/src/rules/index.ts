export * from './types';
export * from './common';
export * from './login';
export * from './messages';
export { validateClient } from './client/validate-client';
export type { ClientDocumentInput, ClientRuleOptions, ClientValues, AddressKind } from './client/client-values';
export { ADDRESS_KINDS } from './client/client-values';
export { NID_VALIDITY_YEARS } from './client/identity-rules';
export { deriveIdentity, nationalIdRule, readNationalId } from './client/national-id';
export type { DerivedIdentity, Gender, NationalIdFacts } from './client/national-id';
export { MOBILE_PATTERN, isMobileNumber } from './client/mobile';
export { isArabicName, isArabicText } from './client/arabic-text';
export { addYears, parseWireDate, toWireDate, startOfDay, fullYearsBetween } from './client/wire-date';
export { uploadFileRule, fileSizeExceedsLimit, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from './files/upload-file-rule';
export type { UploadFileFacts } from './files/upload-file-rule';
export { APPLICATION_FILE_LIMITS, PHOTO_JPEG_QUALITY, PHOTO_MAX_SIDE } from './files/application-file-limits';
export { validateLimitRequest } from './limit-request/validate-limit-request';
export { validateLimitRequestFilters } from './limit-request/validate-limit-request-filters';
export type { LimitRequestFilterValues } from './limit-request/validate-limit-request-filters';
export type { LimitRequestDocumentInput, LimitRequestRuleOptions, LimitRequestValues } from './limit-request/limit-request-values';
export { MAX_REQUEST_CODES, MAX_TENURE_MONTHS, MIN_TENURE_MONTHS } from './limit-request/limit-request-values';
export { validateNewPassword, validatePasswordChange } from './password/validate-password-change';
export type { NewPasswordValues, PasswordChangeValues } from './password/validate-password-change';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordPolicyErrors,
  type CommonPasswordCheck,
  type PasswordContext,
} from './password/password-policy';
export { containsEmailName } from './password/email-name';
export { isCommonPassword } from './password/common-passwords';
export { OTP_LENGTH, OTP_RESEND_SECONDS, validateOtp } from './password/validate-otp';
export {
  approveRules,
  assignRules,
  commentRules,
  MAX_NOTE_LENGTH,
  rejectRules,
  returnRules,
  uploadRules,
} from './limit-request/action-rules';
export type { ApproveValues, AssignValues, CommentValues, RejectValues, UploadValues } from './limit-request/action-rules';
export { needsSecondReviewer, type FourEyesSettings } from './limit-request/four-eyes';
export {
  RECOVERY_CODE_PATTERN,
  validateDisableTwoFactor,
  validateRecoveryCode,
  validateSecondFactor,
  validateTotpCode,
} from './two-factor/validate-two-factor';
export type { DisableTwoFactorValues, SecondFactorValues } from './two-factor/validate-two-factor';
export * from './settings';
export { AMOUNT_DECIMALS, AMOUNT_WHOLE_DIGITS, MAX_AMOUNT, MAX_INT4, MAX_LENGTH, STORABLE_AMOUNT, tooLong } from './field-limits';
export { REFERENCE_NAME_MAX_LENGTH, normalisedName, validateReferenceNames } from './reference/reference-rules';
export type { ReferenceNameValues } from './reference/reference-rules';
