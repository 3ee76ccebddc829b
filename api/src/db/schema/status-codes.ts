import { bigint, bigserial, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

/**
 * Issue 19: the one live status code of an application (a new one replaces it). Only an HMAC of
 * the code is kept, keyed with a per-row salt; `tries_left` is decremented before each comparison,
 * so no more than five guesses are ever compared. `application_id` is the self-onboarding
 * application (its foreign key is added when that table exists).
 */
export const statusCodes = pgTable(
  'status_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: bigint('application_id', { mode: 'number' }).notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    triesLeft: integer('tries_left').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('status_codes_application_id_key').on(t.applicationId),
    check('status_codes_tries_left_range', sql`${t.triesLeft} >= 0`),
  ],
);
