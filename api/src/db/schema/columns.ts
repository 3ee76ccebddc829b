import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Every reference row is named in both product languages. */
export const localizedName = () => ({
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const identityId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
