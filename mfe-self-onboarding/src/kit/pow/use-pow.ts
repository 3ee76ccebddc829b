import type { PowChallenge } from '@back-office/shared/contract';
import { useCallback, useRef } from 'react';
import { useApiTarget } from '../api-context';
import { request, type ApiTarget, type Envelope } from '../http';
import { encodeSolution, solveChallenge } from './solve-challenge';

async function fetchAndSolve(target: ApiTarget): Promise<string | undefined> {
  const reply = await request<Envelope<PowChallenge>>(target, '/self-onboarding/challenge');
  const challenge = reply.status === 200 ? reply.body?.data : undefined;
  if (!challenge) return undefined;
  const number = await solveChallenge(challenge);
  return number === undefined ? undefined : encodeSolution(challenge, number);
}

/**
 * The proof-of-work of the public calls (issue 19). `prepare` fetches and solves a challenge in the
 * background (called early, e.g. when the review step opens); `take` hands the solution over once,
 * since the server accepts each solution once, and undefined if none could be had (no connection).
 */
export function usePow() {
  const target = useApiTarget();
  const pending = useRef<Promise<string | undefined> | undefined>(undefined);
  const prepare = useCallback(() => {
    pending.current ??= fetchAndSolve(target);
  }, [target]);
  const take = useCallback(async () => {
    const solution = pending.current ?? fetchAndSolve(target);
    pending.current = undefined;
    return solution;
  }, [target]);
  return { prepare, take };
}
