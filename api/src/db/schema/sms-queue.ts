import { SMS_PURPOSES } from '@back-office/shared/contract/enums';
import { sql } from 'drizzle-orm';
import { bigserial, check, pgEnum, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { outboxColumns, outboxDueIndex } from './outbox-columns';

export const smsPurpose = pgEnum('sms_purpose', SMS_PURPOSES);

/**
 * Issue 19 (decision 0024): the durable outbox of text messages, delivered through the lease columns
 * every outbox has (outbox-columns.ts), like mail_queue. A message holding a one-time code has its
 * text blanked once sent or given up (`text` null): codes are never kept readable. `mobile` is
 * kept: the per-number limit counts the codes sent to it.
 */
export const smsQueue = pgTable(
  'sms_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: smsPurpose('purpose').notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    text: text('text'),
    ...outboxColumns(),
  },
  (t) => [
    outboxDueIndex('sms_queue_due_idx', t),
    // A message waiting to go has its text; a code's is blanked only once it went or was given up.
    check('sms_queue_text_while_due', sql`${t.text} is not null or ${t.sentAt} is not null or ${t.failedAt} is not null`),
  ],
);
