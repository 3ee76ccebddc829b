import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { notificationEvent } from './notifications';
import { users } from './users';

/** Issue 18: which events also mail a person. No row means the default: e-mail on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: notificationEvent('event').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);
