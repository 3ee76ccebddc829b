import { bigint, bigserial, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { notifications } from './notifications';
import { outboxColumns, outboxDueIndex } from './outbox-columns';

/**
 * Issue 18: the durable outbox of notification mails (decision 0021), a row written with its
 * notification; delivered through the lease columns every outbox has (outbox-columns.ts).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    ...outboxColumns(),
  },
  (t) => [uniqueIndex('mail_queue_notification_id_key').on(t.notificationId), outboxDueIndex('mail_queue_due_idx', t)],
);
