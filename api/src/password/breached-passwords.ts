import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dataFolder } from '../paths';

/** Built by tools/passwords/build-breached-list.mjs; its source and licence: shared/src/rules/password/README.md. */
export const BREACHED_PASSWORDS_FILE = path.join(dataFolder, 'passwords', 'breached-passwords.txt.gz');

let breached: Set<string> | undefined;

/** One lower-case entry a line. About 280,000 entries: ~0.1 s and ~30 MB, once per process. */
export function loadBreachedPasswords(file = BREACHED_PASSWORDS_FILE): Set<string> {
  const entries = gunzipSync(readFileSync(file)).toString('utf8').split('\n');
  return new Set(entries.filter(Boolean));
}

/**
 * Issue 16: is the password on the list of breached passwords that meet the policy's shape?
 * Case-insensitive: the list is written in lower case, and toggling case is the cheapest rule a
 * cracker applies, so `pASSWORD@123` is as exposed as `Password@123`. Loaded on first use, so
 * processes that never set a password (the CLI's seeding, most tests) do not pay for it; it
 * lives only here on the server, never in a browser bundle.
 */
export function isBreachedPassword(password: string): boolean {
  breached ??= loadBreachedPasswords();
  return breached.has(password.toLowerCase());
}
