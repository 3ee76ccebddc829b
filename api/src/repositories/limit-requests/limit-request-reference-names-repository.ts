import type { Language } from '@back-office/shared/rules';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import {
  limitRequestTypes,
  merchantBranches,
  merchants,
  products,
  rejectReasons,
  relativeDegreeTypes,
  returnReasons,
} from '../../db/schema';

/** The reference tables a request's terms point at, by the form's field name. */
const TABLES = {
  limit_request_type_id: limitRequestTypes,
  merchant_id: merchants,
  product_id: products,
  merchant_branch_id: merchantBranches,
  relative_degree_type_id: relativeDegreeTypes,
  reject_reason_id: rejectReasons,
  return_reason_id: returnReasons,
};
export type NamedTerm = keyof typeof TABLES;

/** Names of the given ids, per field, in `language`: the activity log names what its entries point at when read (issue 15). */
export function limitRequestReferenceNamesRepository(db: Queryable, language: Language) {
  return {
    async names(ids: Partial<Record<NamedTerm, number[]>>): Promise<Map<string, string>> {
      const lists = await Promise.all(
        (Object.keys(TABLES) as NamedTerm[]).map(async (field) => {
          const wanted = ids[field] ?? [];
          if (wanted.length === 0) return [];
          const table = TABLES[field];
          const rows = await db
            .select({ id: table.id, name: language === 'en' ? table.nameEn : table.nameAr })
            .from(table)
            .where(inArray(table.id, wanted));
          return rows.map((row) => [`${field}:${row.id}`, row.name] as const);
        }),
      );
      return new Map(lists.flat());
    },
  };
}
