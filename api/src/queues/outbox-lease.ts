import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';

/** The outbox tables: the same lease columns (mail issue 18, decision 0021; SMS issue 19, decision 0024). */
export type OutboxTable = 'mail_queue' | 'sms_queue';

/** What every claimed row carries back to its worker. */
export type LeasedRow = {
  id: string;
  attempts: number;
  lease_id: string;
};

const stamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * `with due …, claimed as (…)`: one due row (FOR UPDATE SKIP LOCKED, so two workers never take
 * the same one) given a fresh lease and one more attempt, returning `columns` as well. The
 * caller selects from `claimed` (the mail joins its recipient there). Due means by the end of
 * `at`'s millisecond: rows queued with the database's `now()` carry microseconds, and one queued
 * in the same millisecond as `at` would otherwise wait for the next pass (a flaky test showed it).
 */
export function claimOneDue(table: OutboxTable, at: Date, leaseMs: number, columns: readonly string[]): SQL {
  const name = sql.identifier(table);
  const returned = sql.raw(['id', 'attempts', 'lease_id', ...columns].map((column) => `q.${column}`).join(', '));
  return sql`
    with due as (
      select id from ${name}
      where sent_at is null and failed_at is null and next_attempt_at < ${stamp(new Date(at.getTime() + 1))}
        and (leased_until is null or leased_until < ${stamp(at)})
      order by next_attempt_at, id
      limit 1
      for update skip locked
    ), claimed as (
      update ${name} q
      set leased_until = ${stamp(new Date(at.getTime() + leaseMs))}, lease_id = ${randomUUID()}::uuid, attempts = q.attempts + 1
      from due where q.id = due.id
      returning ${returned}
    )`;
}

/**
 * Marks the row sent and releases its lease in one statement, if the lease is still its own
 * (false: another worker took it over). `alsoSet` adds columns (the SMS blanks its codes).
 */
export async function releaseSent(db: Database, table: OutboxTable, row: LeasedRow, at: Date, alsoSet?: SQL): Promise<boolean> {
  const result = await db.execute(sql`
    update ${sql.identifier(table)} set sent_at = ${stamp(at)}, leased_until = null, lease_id = null, last_error = null${alsoSet ? sql`, ${alsoSet}` : sql``}
    where id = ${row.id} and lease_id = ${row.lease_id}::uuid and sent_at is null returning id`);
  return result.rows.length > 0;
}

/** Releases a failed row for its next attempt at `retryAt`, or gives it up (`failed_at`) when `giveUp`. */
export async function releaseFailed(
  db: Database,
  table: OutboxTable,
  row: LeasedRow,
  failure: { at: Date; retryAt: Date; giveUp: boolean; error: string },
  alsoSet?: SQL,
): Promise<void> {
  await db.execute(sql`
    update ${sql.identifier(table)} set leased_until = null, lease_id = null, last_error = ${failure.error.slice(0, 1000)},
      next_attempt_at = ${stamp(failure.retryAt)},
      failed_at = ${failure.giveUp ? failure.at.toISOString() : null}::timestamptz${alsoSet ? sql`, ${alsoSet}` : sql``}
    where id = ${row.id} and lease_id = ${row.lease_id}::uuid`);
}
