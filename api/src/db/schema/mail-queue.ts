import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { notifications } from './notifications';

/**
 * Issue 18: the durable outbox of notification mails (decision 0021). A row is written with its
 * notification; a worker claims it with a lease (leased_until, lease_id), sends it, and marks it sent
 * in the statement that releases the lease. A failed send is retried at next_attempt_at with backoff,
 * and given up (failed_at) after the last attempt.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    leaseId: uuid('lease_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mail_queue_notification_id_key').on(t.notificationId),
    // What the worker looks for: neither sent nor given up, due first.
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
