import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; the client keeps the token, the database only its hash. */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A fast hash is enough here: the token is random, not a guessable password. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
