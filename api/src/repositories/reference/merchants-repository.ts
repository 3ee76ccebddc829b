import type { Language } from '@back-office/shared/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { merchantBranches, merchants } from '../../db/schema';

export function merchantsRepository(db: Queryable, language: Language) {
  const branchName = language === 'en' ? merchantBranches.nameEn : merchantBranches.nameAr;
  return {
    async exists(id: number): Promise<boolean> {
      return (await db.$count(merchants, eq(merchants.id, id))) > 0;
    },

    /** A merchant's active branches (issue 17) by name in the reader's language. */
    branches(merchantId: number): Promise<{ id: number; name: string }[]> {
      return db
        .select({ id: merchantBranches.id, name: branchName })
        .from(merchantBranches)
        .where(and(eq(merchantBranches.merchantId, merchantId), eq(merchantBranches.active, true)))
        .orderBy(asc(branchName), asc(merchantBranches.id));
    },
  };
}
