import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/** Issue 20: how long a key answers for. */
export const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A claim whose answer never came (the process died mid-request) may be taken again after this long.
 * Longer than any request may run (a 5 MB upload from a slow phone takes under 3 minutes), so a
 * request still running is never run a second time beside itself.
 */
export const IN_FLIGHT_STALE_MS = 15 * 60 * 1000;

export interface KeyIdentity {
  scope: string;
  key: string;
}

export interface StoredKey {
  method: string;
  route: string;
  requestHash: string | null;
  statusCode: number | null;
  responseType: string | null;
  responseBody: string | null;
}

export type ClaimOutcome = { claimed: true; claimedAt: Date } | { claimed: false; existing: StoredKey };

interface Row extends Record<string, unknown> {
  method: string;
  route: string;
  request_hash: string | null;
  status_code: number | null;
  response_type: string | null;
  response_body: string | null;
}

/** Issue 20: the idempotency keys of creates (see docs/decisions/0028-idempotency-keys.md). */
export function idempotencyKeysRepository(db: Queryable) {
  return {
    /**
     * ONE statement claims the key, so two processes can never both run the request: a new key is
     * inserted; an expired one, or one whose first attempt died without an answer, is taken over in
     * place (the row is locked by the upsert); any other existing key is left alone and read back.
     */
    async claim(
      identity: KeyIdentity,
      request: { method: string; route: string; requestHash: string | null },
      now: Date,
    ): Promise<ClaimOutcome> {
      const expiredBefore = new Date(now.getTime() - KEY_LIFETIME_MS);
      const staleBefore = new Date(now.getTime() - IN_FLIGHT_STALE_MS);
      // A key released between the two statements is claimed on the next round.
      for (let round = 0; round < 3; round += 1) {
        const inserted = await db.execute(sql`
          insert into idempotency_keys as k (scope, key, method, route, request_hash, created_at)
          values (${identity.scope}, ${identity.key}, ${request.method}, ${request.route}, ${request.requestHash}, ${now})
          on conflict (scope, key) do update set
            method = excluded.method, route = excluded.route, request_hash = excluded.request_hash,
            status_code = null, response_type = null, response_body = null, created_at = excluded.created_at
          where k.created_at < ${expiredBefore} or (k.status_code is null and k.created_at < ${staleBefore})
          returning 1`);
        if (inserted.rows.length === 1) return { claimed: true, claimedAt: now };
        const found = await db.execute<Row>(sql`
          select method, route, request_hash, status_code, response_type, response_body
          from idempotency_keys where scope = ${identity.scope} and key = ${identity.key}`);
        const row = found.rows[0];
        if (row)
          return {
            claimed: false,
            existing: {
              method: row.method,
              route: row.route,
              requestHash: row.request_hash,
              statusCode: row.status_code === null ? null : Number(row.status_code),
              responseType: row.response_type,
              responseBody: row.response_body,
            },
          };
      }
      throw new Error('idempotency key neither claimed nor found');
    },

    /** The first answer, kept for the retries; only by the claim that ran (claimedAt), never over a later one. */
    async complete(
      identity: KeyIdentity,
      claimedAt: Date,
      answer: { requestHash: string; statusCode: number; responseType: string; responseBody: string },
    ) {
      await db.execute(sql`
        update idempotency_keys set request_hash = ${answer.requestHash}, status_code = ${answer.statusCode},
          response_type = ${answer.responseType}, response_body = ${answer.responseBody}
        where scope = ${identity.scope} and key = ${identity.key} and created_at = ${claimedAt} and status_code is null`);
    },

    /** An attempt that did nothing (refused or failed) gives the key back, so a retry runs. */
    async release(identity: KeyIdentity, claimedAt: Date) {
      await db.execute(sql`
        delete from idempotency_keys
        where scope = ${identity.scope} and key = ${identity.key} and created_at = ${claimedAt} and status_code is null`);
    },

    /** Expired keys, deleted now and then by whichever process claims a key (the created_at index keeps it short). */
    async deleteExpired(now: Date): Promise<void> {
      await db.execute(sql`delete from idempotency_keys where created_at < ${new Date(now.getTime() - KEY_LIFETIME_MS)}`);
    },
  };
}
