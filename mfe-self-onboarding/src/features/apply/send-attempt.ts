import { readJson, remove, writeJson } from '../../kit/storage';
import { newIdempotencyKey } from '../../kit/idempotency-key';

/**
 * Issue 20: one Idempotency-Key per application, kept with the draft in localStorage so a retry after a
 * dropped connection (even after a reload) sends the same key, and with it the same proof-of-work
 * solution, so the retried body is the same request and the API answers the first answer instead of
 * storing a second application. Cleared once the application is received.
 */
export interface SendAttempt {
  key: string;
  pow?: string;
}

const attemptKey = (storageKey: string) => `${storageKey}:attempt`;

export function currentAttempt(storageKey: string): SendAttempt {
  const saved = readJson<Partial<SendAttempt>>('local', attemptKey(storageKey));
  if (typeof saved?.key === 'string' && saved.key) return { key: saved.key, pow: typeof saved.pow === 'string' ? saved.pow : undefined };
  const fresh = { key: newIdempotencyKey() };
  writeJson('local', attemptKey(storageKey), fresh);
  return fresh;
}

export function saveAttempt(storageKey: string, attempt: SendAttempt): void {
  writeJson('local', attemptKey(storageKey), attempt);
}

export function clearAttempt(storageKey: string): void {
  remove('local', attemptKey(storageKey));
}
