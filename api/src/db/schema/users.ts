import { USER_ROLES } from '@back-office/shared/contract/enums';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identityId } from './columns';

/** SPEC §6 roles, from the wire contract. */
export const userRole = pgEnum('user_role', USER_ROLES);

export const users = pgTable(
  'users',
  {
    id: identityId(),
    name: text('name').notNull(),
    // Stored lower-cased (the check keeps it so) instead of citext, which needs an extension.
    email: text('email').notNull(),
    role: userRole('role').notNull(),
    active: boolean('active').notNull().default(true),
    passwordHash: text('password_hash').notNull(),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type { UserRole } from '@back-office/shared/contract/enums';
