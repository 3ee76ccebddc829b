import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { drainOutbox, type OutboxOutcome } from '../queues/outbox-drain';
import { claimOneDue, releaseFailed, releaseSent, type LeasedRow } from '../queues/outbox-lease';
import { notificationsRepository } from '../repositories/notifications/notifications-repository';
import { notificationMail } from './notification-mail';

/** Attempts before a mail is given up (failed_at): 1, 2, 4 … minutes apart, capped at an hour. */
export const MAIL_MAX_ATTEMPTS = 8;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_CAP_MS = 3_600_000;
/** Longer than any send takes: a worker that died holding a row leaves it to others after this. */
const LEASE_MS = 5 * 60_000;

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_BASE_MS * 2 ** Math.max(attempts - 1, 0), BACKOFF_CAP_MS);

export interface MailWorkerOptions {
  db: Database;
  mailer: Mailer;
  now: () => Date;
  portalOrigin: string;
  mailFrom: string;
  onError: (error: unknown, context: { mailQueueId: number }) => void;
}

type Claimed = LeasedRow & {
  notification_id: string;
  user_id: number;
  email: string;
  name: string;
  language: 'ar' | 'en';
  active: boolean;
};

export type MailOutcome = OutboxOutcome;

/**
 * Issue 18 (decision 0021): the notification mails' worker. `runOnce` claims one due row (FOR UPDATE
 * SKIP LOCKED, so two workers never take the same one) by setting a lease, sends it, and in one
 * statement marks it sent and releases the lease, if the lease is still its own. A failure
 * releases it with the next attempt's time (exponential backoff) or, after the last one, failed_at.
 * The one window for a repeat is a crash after the send and before that statement; the
 * notification's Message-ID lets a receiving server drop the repeat.
 */
export function mailWorker(options: MailWorkerOptions) {
  const { db, mailer, now } = options;

  async function claim(): Promise<Claimed | undefined> {
    const result = await db.execute<Claimed>(sql`
      ${claimOneDue('mail_queue', now(), LEASE_MS, ['notification_id'])}
      select claimed.*, n.user_id, u.email, u.name, u.language, u.active
      from claimed join notifications n on n.id = claimed.notification_id join users u on u.id = n.user_id`);
    return result.rows[0];
  }

  /** Sent, and the lease released, in one statement; false when the lease was lost to another worker. */
  const markSent = (row: Claimed) => releaseSent(db, 'mail_queue', row, now());

  async function markFailed(row: Claimed, error: string): Promise<'retry' | 'failed'> {
    const at = now();
    const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
    await releaseFailed(db, 'mail_queue', row, { at, retryAt: new Date(at.getTime() + backoffMs(row.attempts)), giveUp, error });
    return giveUp ? 'failed' : 'retry';
  }

  async function runOnce(): Promise<MailOutcome> {
    const row = await claim();
    if (!row) return 'idle';
    // A person deactivated since is not mailed.
    if (!row.active) return markFailed({ ...row, attempts: MAIL_MAX_ATTEMPTS }, 'recipient inactive');
    const notification = await notificationsRepository(db).find(row.user_id, Number(row.notification_id));
    if (!notification) return 'lost';
    const message = notificationMail(row.language, row, notification, options);
    try {
      await mailer.send(message);
    } catch (error) {
      options.onError(error, { mailQueueId: Number(row.id) });
      return markFailed(row, error instanceof Error ? error.message : String(error));
    }
    return (await markSent(row)) ? 'sent' : 'lost';
  }

  return { runOnce, drain: (max?: number) => drainOutbox(runOnce, max) };
}
