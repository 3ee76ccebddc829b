import { createHash } from 'node:crypto';
import type { PowChallenge } from '@back-office/shared/contract';
import type { FastifyInstance } from 'fastify';

/** Issue 19: what the browser does with a challenge: try numbers until the hash matches; answers the `pow` field. */
export function solvePow(challenge: PowChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString('base64');
    }
  }
  throw new Error('no number solves this challenge');
}

/** A fresh challenge from the app, solved. */
export const solvedPow = (app: FastifyInstance) => solvePow(app.proofOfWork.challenge());
