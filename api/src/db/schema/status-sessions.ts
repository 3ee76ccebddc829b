import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { selfOnboardingApplications } from './self-onboarding-applications';

/**
 * Issue 19: an applicant's short session on one application's status page, opened by a status
 * code. Only the SHA-256 of the random token is kept; a stolen table opens nothing.
 */
export const statusSessions = pgTable(
  'status_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    applicationId: bigint('application_id', { mode: 'number' })
      .notNull()
      .references(() => selfOnboardingApplications.id, { onDelete: 'cascade' }),
    /** The reference the session was opened with, to read the application back. */
    reference: text('reference').notNull(),
    clientId: bigint('client_id', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('status_sessions_token_hash_key').on(t.tokenHash), index('status_sessions_expires_idx').on(t.expiresAt)],
);
