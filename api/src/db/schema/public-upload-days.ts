import { bigint, date, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * Issue 19: what the public self-onboarding form stored each day (UTC), against PUBLIC_UPLOAD_DAILY_BYTES.
 * Reserved by one statement that refuses to pass the cap (see public-upload-quota.ts).
 */
export const publicUploadDays = pgTable('public_upload_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
  files: integer('files').notNull().default(0),
});
