export const PASSWORD_MIN_LENGTH = 8;
/** argon2 takes any length; the cap keeps one request from costing seconds of hashing. */
export const PASSWORD_MAX_LENGTH = 128;

const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
const DIGIT = /\p{Nd}/u;
const SPECIAL = /[^\p{L}\p{N}]/u;

/**
 * Tells whether a password is on the list of the 10,000 most common ones. Only the server
 * passes it (`isCommonPassword`): the list is 41 KB of gzip, more than the whole change-password
 * screen, and the form shows the server's refusal under the field like any other.
 */
export type CommonPasswordCheck = (password: string) => boolean;

/** Every policy rule the password breaks, one key each, so the form can list them all. */
export function passwordPolicyErrors(password: string, isCommon?: CommonPasswordCheck): string[] {
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
  return errors;
}
