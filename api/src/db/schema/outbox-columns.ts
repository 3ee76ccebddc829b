import { sql } from 'drizzle-orm';
import { index, integer, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * What every durable outbox (mail_queue, sms_queue; decisions 0021 and 0024) records about its
 * delivery: a worker claims a due row with a lease (leased_until, lease_id), sends it, and marks it
 * sent in the statement that releases the lease; a failure is retried at next_attempt_at with backoff
 * and given up (failed_at) after the last attempt. Claimed and released by queues/outbox-lease.ts.
 */
export const outboxColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  leasedUntil: timestamp('leased_until', { withTimezone: true }),
  leaseId: uuid('lease_id'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: createdAt(),
});

/** What a worker looks for: neither sent nor given up, due first. */
export const outboxDueIndex = (name: string, t: { nextAttemptAt: PgColumn; sentAt: PgColumn; failedAt: PgColumn }) =>
  index(name)
    .on(t.nextAttemptAt)
    .where(sql`${t.sentAt} is null and ${t.failedAt} is null`);
