import { isBlank } from '../common';
import { OTP_LENGTH } from '../password/validate-otp';
import type { FieldErrors } from '../types';

/** Recovery codes as shown: five letters or digits, a dash, five more (case and dash do not matter when typed). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;
/** Longest code text read, so a huge input is refused before any work (issue 16). */
const MAX_CODE_TEXT = 64;

/** Issue 16: an authenticator code is required, six digits. */
export function validateTotpCode(code: unknown, field = 'code'): FieldErrors {
  if (isBlank(code)) return { [field]: ['common.fieldRequired'] };
  const text = String(code).trim();
  if (!/^\d+$/.test(text)) return { [field]: ['twoFactor.codeDigits'] };
  if (text.length !== OTP_LENGTH) return { [field]: ['twoFactor.codeLength'] };
  return {};
}

export function validateRecoveryCode(code: unknown, field = 'recovery_code'): FieldErrors {
  if (isBlank(code)) return { [field]: ['common.fieldRequired'] };
  const text = String(code).trim();
  if (text.length > MAX_CODE_TEXT || !RECOVERY_CODE_PATTERN.test(text)) return { [field]: ['twoFactor.recoveryCodeFormat'] };
  return {};
}

export interface SecondFactorValues {
  code?: unknown;
  recovery_code?: unknown;
}

/** The log-in's second step takes an authenticator code, or else a recovery code. */
export function validateSecondFactor(values: SecondFactorValues): FieldErrors {
  return isBlank(values.recovery_code) ? validateTotpCode(values.code) : validateRecoveryCode(values.recovery_code);
}

export interface DisableTwoFactorValues {
  password?: unknown;
  code?: unknown;
}

/** Turning two-factor log-in off needs the password and a current code. */
export function validateDisableTwoFactor(values: DisableTwoFactorValues): FieldErrors {
  return { ...(isBlank(values.password) ? { password: ['common.fieldRequired'] } : {}), ...validateTotpCode(values.code) };
}
