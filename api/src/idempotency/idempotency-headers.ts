import { Type } from 'typebox';
import { errorResponses } from '../http/envelope';

/** Issue 20: 1–200 visible ASCII characters (a UUID in practice). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

const idempotencyKey = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
    pattern: '^[\\x21-\\x7E]+$',
    description:
      'Issue 20: a key of your choosing (a random UUID) per submission, sent again unchanged with its retries. The same key with the same ' +
      'request within 24 hours answers the first answer again (with `Idempotent-Replayed: true`) without doing it twice; with another ' +
      'request 422; while the first is still running 409 (retry shortly), both naming `idempotency-key` in `errors` (a stale If-Match’s 409 does not). A refused or failed attempt records nothing, so its retry runs.',
  }),
);

/** The documented header of every create (issue 20), alone or beside the route's other headers. */
export const IdempotencyKeyHeaders = Type.Object({ 'idempotency-key': idempotencyKey });

/** 409: the first attempt with this key is still running; 422: the key was used for another request. */
export const idempotencyErrors = errorResponses(409, 422);

/** Route config: whose keys these are. Staff keys are per user; the applicant's are random UUIDs shared by no one. */
export interface IdempotencyOptions {
  scope: 'staff' | 'public';
}
