import type { Language } from '@back-office/shared/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { rejectReasons, returnReasons } from '../../db/schema';

/** Both lists have the same shape (issue 17's reasonTable). */
type ReasonTable = typeof rejectReasons | typeof returnReasons;

function reasonsRepository(db: Queryable, table: ReasonTable) {
  return {
    /** The active reasons, named in `language`, for the action's dialog. */
    active(language: Language): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: table.id, name: language === 'en' ? table.nameEn : table.nameAr })
        .from(table)
        .where(eq(table.active, true))
        .orderBy(asc(table.id));
    },
    async isActive(id: number): Promise<boolean> {
      return (await db.$count(table, and(eq(table.id, id), eq(table.active, true)))) > 0;
    },
  };
}

/** Issue 16: the reasons a rejection is chosen from (kept by admins in issue 17, so read fresh). */
export const rejectReasonsRepository = (db: Queryable) => reasonsRepository(db, rejectReasons);

/** Issue 18: the reasons a return to the agent is chosen from (issue 17's return_reasons). */
export const returnReasonsRepository = (db: Queryable) => reasonsRepository(db, returnReasons);
