import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Every reference row is named in both product languages. */
export const localizedName = () => ({
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Issue 17: a reference row an administrator deactivated leaves every picker for new records but
 * stays on the records that use it (nothing referenced is ever deleted).
 */
export const activeFlag = () => ({ active: boolean('active').notNull().default(true) });

/**
 * Issue 17: both names are unique within their list (and their parent: a merchant's branches, a
 * city's areas); the English one whatever its case, so "Maadi" and "maadi" cannot both exist.
 */
export function uniqueNames(table: string, t: { nameAr: AnyPgColumn; nameEn: AnyPgColumn }, parent?: AnyPgColumn) {
  const unique = (suffix: string, name: SQL | AnyPgColumn) => {
    const index = uniqueIndex(`${table}_${suffix}_key`);
    return parent ? index.on(parent, name) : index.on(name);
  };
  return [unique('name_ar', t.nameAr), unique('name_en', sql`lower(${t.nameEn})`)];
}
