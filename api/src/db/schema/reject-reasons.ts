import { boolean, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, localizedName } from './columns';

/**
 * Issue 16: why a request was rejected, chosen from this list (seeded by the migration, kept by
 * admins in issue 10). Inactive reasons stay for the requests already rejected with them.
 */
export const rejectReasons = pgTable(
  'reject_reasons',
  { id: identityId(), ...localizedName(), active: boolean('active').notNull().default(true) },
  (t) => [uniqueIndex('reject_reasons_name_en_key').on(t.nameEn)],
);

export type RejectReason = typeof rejectReasons.$inferSelect;
