import { NOTIFICATION_EVENTS } from '@back-office/shared/contract/enums';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Issue 18: the events staff are told of, from the wire contract. */
export const notificationEvent = pgEnum('notification_event', NOTIFICATION_EVENTS);
export const notificationRecordType = pgEnum('notification_record_type', ['limit_request', 'client']);

/**
 * Issue 18: one row per person told of one event, written in the transaction of the change that
 * causes it (decision 0021), so a change never commits without its notifications nor the reverse.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: notificationEvent('event').notNull(),
    recordType: notificationRecordType('record_type').notNull(),
    // No foreign key: the record may be a request or a client.
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    /** The request's code or the client's name when it happened. */
    recordLabel: text('record_label').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The bell's page: newest first, one person's.
    index('notifications_user_id_id_idx').on(t.userId, t.id.desc()),
    // The unread count, read on every page load and after every notice.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
