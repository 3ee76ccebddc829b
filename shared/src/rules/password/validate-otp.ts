import { isBlank } from '../common';
import type { FieldErrors } from '../types';

export const OTP_LENGTH = 6;
/** The form's countdown and the server's cooldown between two codes. */
export const OTP_RESEND_SECONDS = 60;

/** SPEC §5: the one-time code is required, digits only, exactly six of them. */
export function validateOtp(otp: unknown): FieldErrors {
  if (isBlank(otp)) return { otp: ['common.fieldRequired'] };
  const code = String(otp).trim();
  if (!/^\d+$/.test(code)) return { otp: ['password.otpDigits'] };
  if (code.length !== OTP_LENGTH) return { otp: ['password.otpLength'] };
  return {};
}
