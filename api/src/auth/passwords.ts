import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against the stored hash, or, for an unknown account, against a throw-away
 * hash with the same parameters, so both cases take the same time and an attacker
 * cannot learn which e-mail addresses exist. A null hash (an invited person who has not set a
 * password yet, issue 17) is treated the same way: it never matches, in the same time.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const hash = storedHash ?? (await dummyHash);
  const matches = await argon2.verify(hash, password).catch(() => false);
  return storedHash !== undefined && storedHash !== null && matches;
}

/** 18 random bytes as base64url: 144 bits, with upper, lower, digit and symbol added for policies. */
export function generatePassword(): string {
  return `${randomBytes(18).toString('base64url')}-Aa1`;
}
