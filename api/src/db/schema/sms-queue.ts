import { SMS_PURPOSES } from '@back-office/shared/contract/enums';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgEnum, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const smsPurpose = pgEnum('sms_purpose', SMS_PURPOSES);

/**
 * Issue 19 (decision 0024): the durable outbox of text messages, worked like mail_queue: a worker
 * claims a due row with a lease, sends it, and marks it sent in the statement that releases the
 * lease; a failure is retried with backoff and given up after the last attempt. A message holding
 * a one-time code has its text blanked once sent or given up (`text` null): codes are never kept
 * readable. `mobile` is kept: the per-number limit counts the codes sent to it.
 */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: smsPurpose('purpose').notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    text: text('text'),
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
    index('sms_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    // A message waiting to go has its text; a code's is blanked only once it went or was given up.
    check('sms_queue_text_while_due', sql`${t.text} is not null or ${t.sentAt} is not null or ${t.failedAt} is not null`),
  ],
);
