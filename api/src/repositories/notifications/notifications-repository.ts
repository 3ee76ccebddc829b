import type { NotificationEvent } from '@back-office/shared/contract/enums';
import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { NOTICE_CHANNELS, type Queryable } from '../../db/database';
import { notificationPreferences, notifications, users } from '../../db/schema';

export interface StoredNotification {
  id: number;
  event: NotificationEvent;
  createdAt: Date;
  readAt: Date | null;
  recordType: 'limit_request' | 'client';
  recordId: number;
  recordLabel: string;
  actorId: number | null;
  actorName: string | null;
}

const actors = alias(users, 'actors');
const columns = {
  id: notifications.id,
  event: notifications.event,
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
  recordType: notifications.recordType,
  recordId: notifications.recordId,
  recordLabel: notifications.recordLabel,
  actorId: actors.id,
  actorName: actors.name,
};

/** Issue 18: a person's notifications; every read and write names the owner, so no one reaches another's. */
export function notificationsRepository(db: Queryable) {
  return {
    /** Newest first, `limit` of them before the id `before` (older), unread only when asked. */
    async page(userId: number, options: { unread?: boolean; limit: number; before?: number }): Promise<StoredNotification[]> {
      return db
        .select(columns)
        .from(notifications)
        .leftJoin(actors, eq(actors.id, notifications.actorId))
        .where(
          and(
            eq(notifications.userId, userId),
            options.unread ? isNull(notifications.readAt) : undefined,
            options.before === undefined ? undefined : lt(notifications.id, options.before),
          ),
        )
        .orderBy(desc(notifications.id))
        .limit(options.limit);
    },

    async find(userId: number, id: number): Promise<StoredNotification | undefined> {
      const [row] = await db
        .select(columns)
        .from(notifications)
        .leftJoin(actors, eq(actors.id, notifications.actorId))
        .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
      return row;
    },

    async unreadCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.value ?? 0;
    },

    /**
     * Marks the given ids (or every unread one) read, only the owner's; the notice tells the owner's
     * other tabs and processes the new count. Answers how many changed.
     */
    async markRead(userId: number, ids: readonly number[] | 'all'): Promise<number> {
      const marked = await db.execute<{ id: string }>(sql`
        update ${notifications} set read_at = now()
        where user_id = ${userId} and read_at is null
          ${ids === 'all' ? sql`` : sql`and id = any(${`{${ids.join(',')}}`}::bigint[])`}
        returning id`);
      // After the update has committed (each statement is its own transaction here).
      if (marked.rows.length > 0) await db.execute(sql`select pg_notify(${NOTICE_CHANNELS.notifications}, ${`${userId}:read`})`);
      return marked.rows.length;
    },

    /** Events whose mail the person turned off or on explicitly; absent ones are on. */
    async preferences(userId: number): Promise<Map<NotificationEvent, boolean>> {
      const rows = await db
        .select({ event: notificationPreferences.event, email: notificationPreferences.email })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return new Map(rows.map((row) => [row.event, row.email]));
    },

    /** One statement: every given choice is written (insert or update). */
    async savePreferences(userId: number, choices: readonly { event: NotificationEvent; email: boolean }[]): Promise<void> {
      if (choices.length === 0) return;
      await db
        .insert(notificationPreferences)
        .values(choices.map((choice) => ({ userId, event: choice.event, email: choice.email })))
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.event],
          set: { email: sql`excluded.email` },
        });
    },
  };
}
