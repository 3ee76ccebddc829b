import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { backoffMs } from '../notifications/mail-worker';
import { drainOutbox, type OutboxOutcome } from '../queues/outbox-drain';
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

type Claimed = { id: string; mobile: string; text: string; attempts: number; lease_id: string };

export type SmsOutcome = OutboxOutcome;

/**
 * Issue 19 (decision 0024): the text messages' worker, mail-worker.ts's scheme: claim one due row
 * (FOR UPDATE SKIP LOCKED) with a lease, send it, mark it sent in the statement that releases the
 * lease. A failure is retried with backoff and given up after SMS_MAX_ATTEMPTS. A status code's text
 * is blanked in the statement that marks it sent or given up: codes are never kept readable.
 */
export function smsWorker(options: SmsWorkerOptions) {
  const { db, sender, now } = options;
  const stamp = (date: Date) => date.toISOString();

  async function claim(): Promise<Claimed | undefined> {
    const at = now();
    const result = await db.execute<Claimed>(sql`
      with due as (
        select id from sms_queue
        where sent_at is null and failed_at is null and next_attempt_at <= ${stamp(at)}::timestamptz
          and (leased_until is null or leased_until < ${stamp(at)}::timestamptz)
        order by next_attempt_at, id
        limit 1
        for update skip locked
      )
      update sms_queue q
      set leased_until = ${stamp(new Date(at.getTime() + LEASE_MS))}::timestamptz, lease_id = ${randomUUID()}::uuid, attempts = q.attempts + 1
      from due where q.id = due.id
      returning q.id, q.mobile, q.text, q.attempts, q.lease_id`);
    return result.rows[0];
  }

  /** Sent, blanked if it held a code, and the lease released, in one statement; false when the lease was lost. */
  async function markSent(row: Claimed): Promise<boolean> {
    const result = await db.execute(sql`
      update sms_queue set sent_at = ${stamp(now())}::timestamptz, leased_until = null, lease_id = null, last_error = null,
        text = case when purpose = 'status_code' then null else text end
      where id = ${row.id} and lease_id = ${row.lease_id}::uuid and sent_at is null returning id`);
    return result.rows.length > 0;
  }

  async function markFailed(row: Claimed, error: string): Promise<'retry' | 'failed'> {
    const at = now();
    const giveUp = row.attempts >= SMS_MAX_ATTEMPTS;
    await db.execute(sql`
      update sms_queue set leased_until = null, lease_id = null, last_error = ${error.slice(0, 1000)},
        next_attempt_at = ${stamp(new Date(at.getTime() + backoffMs(row.attempts)))}::timestamptz,
        failed_at = ${giveUp ? stamp(at) : null}::timestamptz,
        text = case when ${giveUp} and purpose = 'status_code' then null else text end
      where id = ${row.id} and lease_id = ${row.lease_id}::uuid`);
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
