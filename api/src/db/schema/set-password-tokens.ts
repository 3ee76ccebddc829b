import { bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';
import { users } from './users';

/** Why a set-password link was sent: an invitation to a new account, or a reset an administrator forced. */
export const SET_PASSWORD_PURPOSES = ['invite', 'reset'] as const;
export type SetPasswordPurpose = (typeof SET_PASSWORD_PURPOSES)[number];

/**
 * Issue 17: the one-time links that let a person set their own password (the administrator never
 * sees it). Valid 24 hours, single use (`used_at`), and a newer link for the same person revokes
 * the older ones. Only the SHA-256 of the token is stored, so a copy of the table opens nothing.
 */
export const setPasswordTokens = pgTable(
  'set_password_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: SET_PASSWORD_PURPOSES }).notNull(),
    /** SHA-256 (hex) of the token in the mailed link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('set_password_tokens_token_hash_key').on(t.tokenHash),
    index('set_password_tokens_user_id_idx').on(t.userId),
    check('set_password_tokens_purpose', sql`${t.purpose} in ('invite', 'reset')`),
  ],
);

export type SetPasswordToken = typeof setPasswordTokens.$inferSelect;
