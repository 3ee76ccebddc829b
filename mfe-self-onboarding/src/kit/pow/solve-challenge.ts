import type { PowChallenge } from '@back-office/shared/contract';
import { sha256Hex } from './sha256';

/** Give the page back between chunks so typing never waits on the puzzle. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Finds the number n ≤ maxnumber with SHA-256(salt + n) = challenge (ALTCHA's scheme, issue 19),
 * `chunk` hashes at a time. Undefined if there is none (a forged or garbled challenge).
 */
export async function solveChallenge(
  challenge: Pick<PowChallenge, 'challenge' | 'salt' | 'maxnumber'>,
  { chunk = 4000, pause = nextTask }: { chunk?: number; pause?: () => Promise<void> } = {},
): Promise<number | undefined> {
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= challenge.maxnumber; start += chunk) {
    const end = Math.min(start + chunk - 1, challenge.maxnumber);
    for (let number = start; number <= end; number += 1) if (sha256Hex(challenge.salt + number) === target) return number;
    await pause();
  }
  return undefined;
}

/** The `pow` field: base64 of the JSON solution the server checks. */
export function encodeSolution(challenge: PowChallenge, number: number): string {
  const { algorithm, challenge: hash, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: hash, number, salt, signature }));
}
