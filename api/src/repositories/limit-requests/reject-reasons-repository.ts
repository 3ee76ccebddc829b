import type { Language } from '@back-office/shared/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { rejectReasons } from '../../db/schema';

/** Issue 16: the reasons a rejection is chosen from (kept by admins in issue 10, so read fresh). */
export function rejectReasonsRepository(db: Queryable) {
  return {
    /** The active reasons, named in `language`, for the reject dialog. */
    active(language: Language): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: rejectReasons.id, name: language === 'en' ? rejectReasons.nameEn : rejectReasons.nameAr })
        .from(rejectReasons)
        .where(eq(rejectReasons.active, true))
        .orderBy(asc(rejectReasons.id));
    },
    async isActive(id: number): Promise<boolean> {
      return (await db.$count(rejectReasons, and(eq(rejectReasons.id, id), eq(rejectReasons.active, true)))) > 0;
    },
  };
}
