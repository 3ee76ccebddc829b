import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/**
 * Codes come from limit_request_code_seq (migration 0006). Issue 15, defect 8: the code is taken
 * by the insert itself (limitRequestWritesRepository.insert), never by reading the form, so the
 * register has no gaps from visits.
 */
export function limitRequestCodesRepository(db: Queryable) {
  return {
    /**
     * The code the next saved request will get if nobody saves first: read from the sequence
     * without advancing it. A preview only; two open forms show the same one.
     */
    async preview(): Promise<string> {
      const { rows } = await db.execute<{ code: string }>(
        sql`select format_limit_request_code(case when is_called then last_value + 1 else last_value end) as code from limit_request_code_seq`,
      );
      return rows[0]!.code;
    },
  };
}
