import { sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/database';

export interface CodeLimits {
  /** Codes per number in `shortWindowMs`, and per day. */
  perShortWindow: number;
  shortWindowMs: number;
  perDay: number;
}

export interface NewCode {
  pairKey: string;
  applicationId: number | null;
  codeHash: string;
  salt: string;
  expiresAt: Date;
  tries: number;
}

export type CodeAttempt =
  | { outcome: 'compare'; id: number; applicationId: number | null; codeHash: string; salt: string; triesLeft: number }
  | { outcome: 'expired' | 'too_many_tries' };

const DAY_MS = 24 * 3_600_000;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Issue 19: the status codes, the per-number count of requests for them, and their tries. */
export function statusCodesRepository(db: Queryable) {
  return {
    /**
     * Counts a request for a code to `mobile` and answers whether it is within the limits. In the
     * caller's transaction, after a lock on the number: two requests at once cannot both take the
     * last place, in this process or another. Requests older than a day are pruned on the way.
     */
    async admitRequest(tx: Transaction, mobile: string, limits: CodeLimits, now: Date): Promise<boolean> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`status-code:${mobile}`}))`);
      await tx.execute(
        sql`delete from status_code_requests where mobile = ${mobile} and requested_at < ${at(new Date(now.getTime() - DAY_MS))}`,
      );
      const { rows } = await tx.execute<{ recent: number; today: number }>(sql`
        select count(*) filter (where requested_at > ${at(new Date(now.getTime() - limits.shortWindowMs))})::int as recent,
          count(*)::int as today
        from status_code_requests where mobile = ${mobile}`);
      const { recent, today } = rows[0]!;
      if (recent >= limits.perShortWindow || today >= limits.perDay) return false;
      await tx.execute(sql`insert into status_code_requests (mobile, requested_at) values (${mobile}, ${at(now)})`);
      return true;
    },

    /** The pair's new code, replacing the old one (and its tries) in one statement; long-dead codes are pruned. */
    async replace(tx: Transaction, code: NewCode, now: Date): Promise<void> {
      await tx.execute(sql`delete from status_codes where expires_at < ${at(new Date(now.getTime() - DAY_MS))}`);
      await tx.execute(sql`
        insert into status_codes (pair_key, application_id, code_hash, salt, expires_at, tries_left, created_at)
        values (${code.pairKey}, ${code.applicationId}, ${code.codeHash}, ${code.salt}, ${at(code.expiresAt)}, ${code.tries}, ${at(now)})
        on conflict (pair_key) do update set application_id = excluded.application_id, code_hash = excluded.code_hash,
          salt = excluded.salt, expires_at = excluded.expires_at, tries_left = excluded.tries_left, created_at = excluded.created_at`);
    },

    /**
     * Takes one try of the pair's live code in one statement (a try is spent before the code is
     * compared, so concurrent guesses cannot exceed the tries), or says why there is none.
     */
    async takeTry(pairKey: string, now: Date): Promise<CodeAttempt> {
      const { rows } = await db.execute<{
        id: string;
        application_id: string | null;
        code_hash: string;
        salt: string;
        tries_left: number;
      }>(sql`
        update status_codes set tries_left = tries_left - 1
        where pair_key = ${pairKey} and tries_left > 0 and expires_at > ${at(now)}
        returning id, application_id, code_hash, salt, tries_left`);
      const row = rows[0];
      if (row)
        return {
          outcome: 'compare',
          id: Number(row.id),
          applicationId: row.application_id === null ? null : Number(row.application_id),
          codeHash: row.code_hash,
          salt: row.salt,
          triesLeft: row.tries_left,
        };
      const { rows: found } = await db.execute<{ tries_left: number; live: boolean }>(sql`
        select tries_left, expires_at > ${at(now)} as live from status_codes where pair_key = ${pairKey}`);
      return { outcome: found[0]?.live && found[0].tries_left === 0 ? 'too_many_tries' : 'expired' };
    },

    /** The code is used up; false when another request used it first. */
    async consume(id: number): Promise<boolean> {
      const { rows } = await db.execute(sql`delete from status_codes where id = ${id} returning id`);
      return rows.length > 0;
    },
  };
}
