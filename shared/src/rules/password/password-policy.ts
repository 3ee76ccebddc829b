export const PASSWORD_MIN_LENGTH = 8;
/** argon2 takes any length; the cap keeps one request from costing seconds of hashing. */
export const PASSWORD_MAX_LENGTH = 128;

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}]/u;

import { containsEmailName } from './email-name';

/**
 * Tells whether a password is on a list: the 10,000 most common ones (`isCommonPassword`) or
 * the breached ones (issue 16, the API's `isBreachedPassword`). Only the server passes them:
 * the lists weigh more than the whole change-password screen (the breached one is hundreds of
 * thousands of entries and never reaches a browser), and the form shows the server's refusal
 * under the field like any other.
 */
export type CommonPasswordCheck = (password: string) => boolean;

/** What a check needs beyond the password itself. */
export interface PasswordContext {
  isCommon?: CommonPasswordCheck;
  isBreached?: CommonPasswordCheck;
  /** The person's e-mail, whose name the password may not contain (issue 16); the form knows it from /auth/me. */
  email?: string;
}

/** Every policy rule the password breaks, one key each, so the form can list them all. */
export function passwordPolicyErrors(password: string, context: CommonPasswordCheck | PasswordContext = {}): string[] {
  const { isCommon, isBreached, email } = typeof context === 'function' ? { isCommon: context } : context;
  const errors: string[] = [];
  // Code points, not UTF-16 units: an emoji is one character to the person typing it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) errors.push('password.tooShort');
  if (length > PASSWORD_MAX_LENGTH) errors.push('password.tooLong');
  if (!UPPERCASE.test(password)) errors.push('password.needsUppercase');
  if (!LOWERCASE.test(password)) errors.push('password.needsLowercase');
  if (!DIGIT.test(password)) errors.push('password.needsDigit');
  if (!SPECIAL.test(password)) errors.push('password.needsSpecial');
  if (isCommon?.(password)) errors.push('password.tooCommon');
  // One refusal for a guessable password: the common list's message says enough when both apply.
  else if (isBreached?.(password)) errors.push('password.breached');
  if (containsEmailName(password, email)) errors.push('password.containsEmailName');
  return errors;
}
