import { bigint, bigserial, boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A staff member's authenticator (TOTP, RFC 6238; issue 16). A row without `confirmed_at` is an
 * enrolment under way; confirming it with a first code turns two-factor log-in on.
 */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM of the secret under TOTP_ENCRYPTION_KEY (two-factor/secret-box.ts); never the secret itself. */
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The newest time step a code was accepted for: that code, and any older one, is refused again. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, kept as SHA-256 of high-entropy random codes; shown once. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_recovery_codes_user_code_key').on(t.userId, t.codeHash)],
);

/**
 * The step between a correct password and a session for an account with two-factor log-in:
 * short-lived, single-use, never a session itself (issue 16).
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token the browser holds. */
    tokenHash: text('token_hash').notNull(),
    /** The password came from a device this account has signed in on before (auth/device-tokens.ts). */
    knownDevice: boolean('known_device').notNull(),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash), index('login_challenges_user_id_idx').on(t.userId)],
);

export type UserTotp = typeof userTotp.$inferSelect;
export type LoginChallenge = typeof loginChallenges.$inferSelect;
