import { createHash, randomBytes } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Ten codes of 10 characters from a 31-letter alphabet (about 50 bits each), shown once as
 * `xxxxx-xxxxx`. Random enough that a fast SHA-256 is a safe way to keep them (issue 16).
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const letters = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** Case, spaces and the dash do not matter when typed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}
