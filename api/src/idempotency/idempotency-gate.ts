import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import { idempotencyKeysRepository, type KeyIdentity } from '../repositories/idempotency/idempotency-keys-repository';
import type { IdempotencyOptions } from './idempotency-headers';
import { boundaryOf, jsonRequestHash, watchMultipart, type RequestHead } from './request-hash';

/** A key this request holds: recorded with its answer (2xx) or given back (anything else). */
export interface Claim extends KeyIdentity {
  claimedAt: Date;
  requestHash: string | null;
  /** Multipart: the body's hash, known once the route has read it all. */
  bodyHash?: Promise<string>;
  settled: boolean;
}

const SWEEP_INTERVAL_MS = 60_000;

export const keyReused = () => new AppError(422, 'idempotencyKeyReused', { 'idempotency-key': [{ key: 'idempotencyKeyReused' }] });

/**
 * Issue 20: claims a create's Idempotency-Key before it runs, answers a repeat from the first answer,
 * records the answer after. `now` is the clock (tests move it).
 */
export function idempotencyGate(db: Database, now: () => Date) {
  const keys = idempotencyKeysRepository(db);
  let lastSweep = 0;

  async function sweep(at: Date) {
    if (at.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = at.getTime();
    await keys.deleteExpired(at);
  }

  return {
    /** preHandler: undefined to run the route (holding `Claim`), or the replay already sent. */
    async enter(request: FastifyRequest, reply: FastifyReply, options: IdempotencyOptions, key: string): Promise<Claim | FastifyReply> {
      const method = request.method;
      const route = request.routeOptions.url ?? request.url;
      const identity = { scope: options.scope === 'public' ? `public:${method} ${route}` : `staff:${request.user!.id}`, key };
      const ifMatch = request.headers['if-match'];
      const head: RequestHead = { method, url: request.url, ifMatch: Array.isArray(ifMatch) ? ifMatch.join(',') : ifMatch };
      const boundary = request.isMultipart() ? boundaryOf(request.headers['content-type']) : undefined;
      const watched = boundary === undefined ? undefined : watchMultipart(request.raw, boundary, head);
      const requestHash = watched ? null : jsonRequestHash(head, request.body);
      const at = now();
      await sweep(at);
      const outcome = await keys.claim(identity, { method, route, requestHash }, at);
      if (outcome.claimed) return { ...identity, claimedAt: outcome.claimedAt, requestHash, bodyHash: watched?.digest, settled: false };

      const { existing } = outcome;
      if (existing.method !== method || existing.route !== route) throw keyReused();
      if (requestHash !== null && existing.requestHash !== null && requestHash !== existing.requestHash) throw keyReused();
      // The IETF draft's answer (and Stripe's): waiting would hold a connection for as long as the first runs.
      // The key is named, as in the 422: a client tells this 409 from a stale version's (If-Match).
      if (existing.statusCode === null)
        throw new AppError(409, 'idempotencyKeyInFlight', { 'idempotency-key': [{ key: 'idempotencyKeyInFlight' }] });
      const ours = requestHash ?? (await watched!.drain());
      if (ours !== existing.requestHash) throw keyReused();
      return reply
        .code(existing.statusCode)
        .header('content-type', existing.responseType ?? 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(existing.responseBody ?? '');
    },

    /** onSend: a 2xx is the answer the key keeps; anything else did nothing and gives the key back. */
    async leave(claim: Claim, statusCode: number, contentType: string | undefined, payload: unknown): Promise<void> {
      if (claim.settled) return;
      claim.settled = true;
      const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
      const requestHash = statusCode < 300 && statusCode >= 200 && body !== undefined ? await hashOf(claim) : undefined;
      if (requestHash === undefined) return keys.release(claim, claim.claimedAt);
      await keys.complete(claim, claim.claimedAt, {
        requestHash,
        statusCode,
        responseType: contentType ?? 'application/json; charset=utf-8',
        responseBody: body!,
      });
    },

    /** onResponse: a request that never reached onSend with its claim (a dropped connection) gives it back. */
    async abandon(claim: Claim): Promise<void> {
      if (claim.settled) return;
      claim.settled = true;
      await keys.release(claim, claim.claimedAt);
    },
  };
}

/** The request's hash; a multipart body the route did not read to its end has none (and so is not kept). */
async function hashOf(claim: Claim): Promise<string | undefined> {
  if (claim.requestHash !== null) return claim.requestHash;
  return claim.bodyHash?.catch(() => undefined);
}
