import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { limitRequests } from '../../db/schema';

/** LR-000123 → 123, only in the exact form the sequence's formatter writes it. */
export function codeNumber(code: string): bigint | undefined {
  const match = /^LR-(\d{6,18})$/.exec(code);
  if (!match) return undefined;
  const number = BigInt(match[1]!);
  return number > 0n && `LR-${number.toString().padStart(6, '0')}` === code ? number : undefined;
}

/** Codes come from limit_request_code_seq (migration 0006). */
export function limitRequestCodesRepository(db: Queryable) {
  return {
    async next(): Promise<string> {
      const { rows } = await db.execute<{ code: string }>(sql`select next_limit_request_code() as code`);
      return rows[0]!.code;
    },

    /** Handed out by the sequence already (so a form may carry it). */
    async issued(code: string): Promise<boolean> {
      const number = codeNumber(code);
      if (number === undefined) return false;
      const { rows } = await db.execute<{ last_value: string; is_called: boolean }>(
        sql`select last_value, is_called from limit_request_code_seq`,
      );
      const last = BigInt(rows[0]!.last_value);
      return rows[0]!.is_called ? number <= last : number < last;
    },

    /** The request that holds this code, if any. */
    async holder(code: string): Promise<number | undefined> {
      const [row] = await db.select({ id: limitRequests.id }).from(limitRequests).where(eq(limitRequests.code, code));
      return row?.id;
    },
  };
}
