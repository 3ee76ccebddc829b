import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@back-office/shared/rules';

export const OTP_LIFETIME_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;

/** Six digits from the CSPRNG; randomInt draws without modulo bias. */
export function newOtp(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Keyed with the token, which the database keeps only as a SHA-256: a stolen table
 * gives nobody a million candidates to try offline.
 */
export function otpHash(token: string, code: string): string {
  return createHmac('sha256', token).update(code).digest('hex');
}

/** Constant time, so response timing tells nothing about how much of a code was right. */
export function otpMatches(token: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(otpHash(token, code), 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
