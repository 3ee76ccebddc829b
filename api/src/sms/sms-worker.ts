import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { backoffMs } from '../notifications/mail-worker';
import { drainOutbox, type OutboxOutcome } from '../queues/outbox-drain';
import { claimOneDue, releaseFailed, releaseSent, type LeasedRow } from '../queues/outbox-lease';
import type { SmsSender } from './sms-sender';

/** Attempts before a text message is given up (failed_at); a status code is dead in ten minutes anyway. */
export const SMS_MAX_ATTEMPTS = 6;
/** Longer than any send takes: a worker that died holding a row leaves it to others after this. */
const LEASE_MS = 2 * 60_000;

export interface SmsWorkerOptions {
  db: Database;
  sender: SmsSender;
  now: () => Date;
  onError: (error: unknown, context: { smsQueueId: number }) => void;
}

type Claimed = LeasedRow & { mobile: string; text: string };

export type SmsOutcome = OutboxOutcome;

/**
 * Issue 19 (decision 0024): the text messages' worker, mail-worker.ts's scheme: claim one due row
 * (FOR UPDATE SKIP LOCKED) with a lease, send it, mark it sent in the statement that releases the
 * lease. A failure is retried with backoff and given up after SMS_MAX_ATTEMPTS. A status code's text
 * is blanked in the statement that marks it sent or given up: codes are never kept readable.
 */
export function smsWorker(options: SmsWorkerOptions) {
  const { db, sender, now } = options;
  async function claim(): Promise<Claimed | undefined> {
    const result = await db.execute<Claimed>(sql`${claimOneDue('sms_queue', now(), LEASE_MS, ['mobile', 'text'])} select * from claimed`);
    return result.rows[0];
  }

  /** Sent, blanked if it held a code, and the lease released, in one statement; false when the lease was lost. */
  const markSent = (row: Claimed) =>
    releaseSent(db, 'sms_queue', row, now(), sql`text = case when purpose = 'status_code' then null else text end`);

  async function markFailed(row: Claimed, error: string): Promise<'retry' | 'failed'> {
    const at = now();
    const giveUp = row.attempts >= SMS_MAX_ATTEMPTS;
    const retryAt = new Date(at.getTime() + backoffMs(row.attempts));
    await releaseFailed(
      db,
      'sms_queue',
      row,
      { at, retryAt, giveUp, error },
      sql`text = case when ${giveUp} and purpose = 'status_code' then null else text end`,
    );
    return giveUp ? 'failed' : 'retry';
  }

  async function runOnce(): Promise<SmsOutcome> {
    const row = await claim();
    if (!row) return 'idle';
    try {
      await sender.send({ to: row.mobile, text: row.text, id: Number(row.id) });
    } catch (error) {
      options.onError(error, { smsQueueId: Number(row.id) });
      return markFailed(row, error instanceof Error ? error.message : String(error));
    }
    return (await markSent(row)) ? 'sent' : 'lost';
  }

  return { runOnce, drain: (max?: number) => drainOutbox(runOnce, max) };
}
