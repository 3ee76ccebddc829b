import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Issue 17: what an administrator sets on /admin/settings, one row per key (decision 0019). A key
 * without a row has the deployment's default (FOUR_EYES_AMOUNT and the other environment
 * variables). Every change bumps `version`; the page's version is their sum, so a save made on
 * an older page is refused (409) instead of overwriting what another admin saved since.
 * Migration 0018 notifies `settings_changes` with the key on every change, which every API
 * process hears and reloads its snapshot from.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

export type SettingRow = typeof settings.$inferSelect;
