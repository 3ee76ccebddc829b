import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * One step-1 request of a password change, alive until used, replaced (a resend or a new
 * request), expired, or out of tries. Nothing here can be replayed from a stolen copy of
 * the table: the token and the code are stored as hashes, the new password as argon2.
 */
export const passwordChangeTokens = pgTable(
  'password_change_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the opaque token the client holds. */
    tokenHash: text('token_hash').notNull(),
    /** HMAC-SHA-256 of the six-digit code keyed with the token, so the code alone cannot be tried offline. */
    codeHash: text('code_hash').notNull(),
    /** argon2id of the new password typed in step 1; it becomes the user's hash on success. */
    newPasswordHash: text('new_password_hash').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_change_tokens_token_hash_key').on(t.tokenHash), index('password_change_tokens_user_id_idx').on(t.userId)],
);

export type PasswordChangeToken = typeof passwordChangeTokens.$inferSelect;
