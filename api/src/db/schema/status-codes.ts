import { bigint, bigserial, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { selfOnboardingApplications } from './self-onboarding-applications';

/**
 * Issue 19: the one live status code of a reference and mobile number (a new one replaces it).
 * Every pair asked for gets a row, matching an application or not (then `application_id` is null
 * and the code, which nobody receives, never opens anything): the answers to a wrong code are
 * then the same either way, and tell nobody whether the pair belongs to an applicant.
 * `pair_key` is the SHA-256 of the pair, so neither is kept readable here; only an HMAC of the
 * code is kept, keyed with a per-row salt; `tries_left` is decremented before each comparison,
 * so no more than five guesses are ever compared.
 */
export const statusCodes = pgTable(
  'status_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pairKey: text('pair_key').notNull(),
    applicationId: bigint('application_id', { mode: 'number' }).references(() => selfOnboardingApplications.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    triesLeft: integer('tries_left').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('status_codes_pair_key_key').on(t.pairKey), check('status_codes_tries_left_range', sql`${t.triesLeft} >= 0`)],
);
