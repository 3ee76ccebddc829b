import list from './common-passwords.json';

let common: Set<string> | undefined;

/**
 * Case-insensitive: the list is lower-case, and "Dragon" is as guessable as "dragon".
 * The set is built on first use, so a bundle that never checks a password pays only
 * for the text, and one that does not import this pays nothing.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(list.split(','));
  return common.has(password.toLowerCase());
}
