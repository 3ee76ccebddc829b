import { lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { powSolutionsUsed } from '../../db/schema';

/** Issue 19: proof-of-work solutions accepted once. */
export function powSolutionsRepository(db: Queryable) {
  return {
    /** True when this call is the first to use the challenge: one statement, so two processes cannot both accept it. */
    async markUsed(challenge: string, expiresAt: Date): Promise<boolean> {
      const rows = await db
        .insert(powSolutionsUsed)
        .values({ challenge, expiresAt })
        .onConflictDoNothing()
        .returning({ challenge: powSolutionsUsed.challenge });
      return rows.length === 1;
    },

    /** An expired challenge is refused by its salt anyway; its row only has to be kept until then. */
    async deleteExpired(): Promise<void> {
      await db.delete(powSolutionsUsed).where(lt(powSolutionsUsed.expiresAt, sql`now()`));
    },
  };
}
