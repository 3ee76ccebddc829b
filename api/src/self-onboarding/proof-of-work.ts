import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { PowChallenge } from '@back-office/shared/contract';

/** How long a challenge may be solved and sent back: long enough to fill a step, short enough that a stock of solutions spoils. */
export const POW_LIFETIME_SECONDS = 5 * 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A solution as the browser sends it: base64 of this JSON. */
interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function decode(pow: string): Solution | undefined {
  try {
    const value = JSON.parse(Buffer.from(pow, 'base64').toString('utf8')) as Partial<Solution> | null;
    if (typeof value !== 'object' || value === null) return undefined;
    const { algorithm, challenge, number, salt, signature } = value;
    if (typeof algorithm !== 'string' || typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string')
      return undefined;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return undefined;
    return { algorithm, challenge, number, salt, signature };
  } catch {
    return undefined;
  }
}

const equalHex = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')];
  return left.length === right.length && timingSafeEqual(left, right);
};

/** When the salt says its challenge expires (unix seconds), or undefined for a salt we did not make. */
function expiryOf(salt: string): number | undefined {
  const match = /^[0-9a-f]{24}\?expires=(\d{1,12})$/.exec(salt);
  return match ? Number(match[1]) : undefined;
}

/**
 * Issue 19: ALTCHA's proof-of-work scheme, self-hosted (no third party, no cookie). The server picks a
 * secret number and publishes SHA-256(salt + number) with its HMAC; the browser tries numbers until the
 * hash matches (about maxnumber / 2 hashes: well under a second on a phone), a script pays the same for
 * every application. The salt carries the expiry, so the server keeps nothing per challenge; a solution
 * is accepted once (`markUsed`).
 */
export function proofOfWork(key: string, maxNumber: number, now: () => number = Date.now) {
  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest('hex');
  return {
    challenge(): PowChallenge {
      const expires = Math.floor(now() / 1000) + POW_LIFETIME_SECONDS;
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
      const challenge = sha256(`${salt}${randomInt(0, maxNumber + 1)}`);
      return { algorithm: 'SHA-256', challenge, salt, maxnumber: maxNumber, signature: sign(challenge) };
    },

    /** The solution's challenge and expiry when it is well-formed, ours, unexpired and right; otherwise undefined. */
    check(pow: string): { challenge: string; expiresAt: Date } | undefined {
      const solution = decode(pow);
      if (!solution || solution.algorithm !== 'SHA-256') return undefined;
      if (!/^[0-9a-f]{64}$/.test(solution.challenge) || !equalHex(solution.signature, sign(solution.challenge))) return undefined;
      const expires = expiryOf(solution.salt);
      if (expires === undefined || expires * 1000 <= now() || solution.number > maxNumber) return undefined;
      if (!equalHex(sha256(`${solution.salt}${solution.number}`), solution.challenge)) return undefined;
      return { challenge: solution.challenge, expiresAt: new Date(expires * 1000) };
    },
  };
}

/** The HMAC key: POW_HMAC_KEY, or one derived from the file signing secret so no second secret must be kept. */
export const derivePowKey = (signingSecret: string) => createHmac('sha256', signingSecret).update('issue-19 proof-of-work').digest('hex');
