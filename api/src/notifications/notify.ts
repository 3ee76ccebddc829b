import type { NotificationEvent } from '@back-office/shared/contract/enums';
import { sql, type SQL } from 'drizzle-orm';
import { NOTICE_CHANNELS, type Transaction } from '../db/database';

export interface NotifiedRecord {
  type: 'limit_request' | 'client';
  id: number;
  /** The request's code or the client's name (a subquery reads it in the same statement). */
  label: string | SQL;
}

/** A limit request, its code read by the notifying statement itself. */
export const requestRecord = (id: number): NotifiedRecord => ({
  type: 'limit_request',
  id,
  label: sql`(select code from limit_requests where id = ${id})`,
});

export interface Notice {
  event: NotificationEvent;
  /** Null or repeated ids are dropped; so is the actor, never told of their own action. */
  recipients: readonly (number | null | undefined)[];
  record: NotifiedRecord;
  /** Who caused it; null for the system (an SLA passed, a public application). */
  actorId: number | null;
}

/**
 * Issue 18 (decision 0021): writes the notifications, and the mails of those whose preference
 * wants one (no preference row: e-mail on), in the caller's transaction, in one statement. Its
 * pg_notify is delivered by PostgreSQL only when that transaction commits, so a change rolled
 * back notifies no one and a committed one cannot lose its notifications. Inactive people are skipped.
 * Answers how many were written.
 */
export async function notify(tx: Transaction, { event, recipients, record, actorId }: Notice): Promise<number> {
  const ids = [...new Set(recipients.filter((id): id is number => typeof id === 'number' && id !== actorId))];
  if (ids.length === 0) return 0;
  const result = await tx.execute<{ id: string }>(sql`
    with inserted as (
      insert into notifications (user_id, event, record_type, record_id, record_label, actor_id)
      select u.id, ${event}::notification_event, ${record.type}::notification_record_type, ${record.id}, ${record.label}, ${actorId}::integer
      from users u
      where u.id = any(${`{${ids.join(',')}}`}::integer[]) and u.active
      returning id, user_id, event
    ), queued as (
      insert into mail_queue (notification_id)
      select inserted.id from inserted
      where coalesce(
        (select p.email from notification_preferences p where p.user_id = inserted.user_id and p.event = inserted.event),
        true)
    )
    select inserted.id, pg_notify(${NOTICE_CHANNELS.notifications}, inserted.user_id || ':' || inserted.id) from inserted`);
  return result.rows.length;
}

/** Issue 18: a public self-onboarding application is told to every active agent. */
export async function notifyAgents(tx: Transaction, record: NotifiedRecord): Promise<number> {
  const agents = await tx.execute<{ id: number }>(sql`select id from users where role = 'agent' and active`);
  return notify(tx, { event: 'self_onboarding_application', recipients: agents.rows.map((row) => Number(row.id)), record, actorId: null });
}
