import { USER_ROLES } from '@back-office/shared/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';

/** SPEC §6 roles, from the wire contract. */
export const userRole = pgEnum('user_role', USER_ROLES);

/** Issue 17: the language a person's mails (invitation, password reset) are written in. */
export const USER_LANGUAGES = ['ar', 'en'] as const;

export const users = pgTable(
  'users',
  {
    id: identityId(),
    name: text('name').notNull(),
    // Stored lower-cased (the check keeps it so) instead of citext, which needs an extension.
    email: text('email').notNull(),
    role: userRole('role').notNull(),
    active: boolean('active').notNull().default(true),
    /** Null for an invited person who has not set a password yet (issue 17): a null hash never logs in. */
    passwordHash: text('password_hash'),
    language: text('language', { enum: USER_LANGUAGES }).notNull().default('ar'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Set by the statement that starts a session (issue 17: the staff list shows it). */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_language', sql`${t.language} in ('ar', 'en')`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type { UserRole } from '@back-office/shared/contract/enums';
