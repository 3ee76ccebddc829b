import { fieldErrors } from './error-message';
import { useCallback, useRef } from 'react';

/** The header the API reads on every create (issue 20). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A random key (a UUID); crypto.randomUUID needs a secure context, so another random source stands in. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Issue 20: one key per user submission. `take` makes it on the first send and gives the same one to
 * every retry (a double click, a retry after a dropped connection), so the API creates once; `done`,
 * called on success, makes the next submission get a new key.
 */
export function useIdempotencyKey() {
  const key = useRef<string | undefined>(undefined);
  const take = useCallback(() => (key.current ??= newIdempotencyKey()), []);
  const done = useCallback(() => {
    key.current = undefined;
  }, []);
  return { take, done };
}

/**
 * Issue 20: the API names the Idempotency-Key itself in its 422 when the key already carried
 * another body (the form was changed after a send that did arrive): the next submission needs a
 * new key. Any other refusal leaves the key as it is (the server released it).
 */
export const keyRefused = (error: KeyError): boolean => statusOf(error) === 422 && 'idempotency-key' in fieldErrors(error);

/**
 * Issue 20: a 409 naming the key is this submission's own first send, still running (a double
 * click, a retry too soon): nothing is wrong with the record, and the same key is sent again.
 * A 409 without it is someone else's change (a stale If-Match).
 */
export const keyInFlight = (error: KeyError): boolean => statusOf(error) === 409 && 'idempotency-key' in fieldErrors(error);

type KeyError = Parameters<typeof fieldErrors>[0];
const statusOf = (error: KeyError) => (error && typeof error === 'object' && 'status' in error ? error.status : undefined);
