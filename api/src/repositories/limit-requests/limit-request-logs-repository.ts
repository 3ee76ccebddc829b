import type { Language } from '@back-office/shared/rules';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { limitRequestActions, limitRequestLogs, users, type LimitRequestLogEvent, type StoredLogChange } from '../../db/schema';

const actor = alias(users, 'actor');
const assignee = alias(users, 'assignee');

/** One step of the activity log: created and updated carry no action (issue 15). */
export type NewLogEntry = {
  limitRequestId: number;
  actedBy: number;
  changes: StoredLogChange[];
} & ({ event: 'created' | 'updated' } | { event: 'action'; actionId: number; assignedTo: number | null; comment: string | null });

export function limitRequestLogsRepository(db: Queryable) {
  return {
    async record(entry: NewLogEntry): Promise<void> {
      await db.insert(limitRequestLogs).values(entry);
    },
    /** Oldest first, as the activity table reads. */
    history(limitRequestId: number, language: Language) {
      return db
        .select({
          id: limitRequestLogs.id,
          event: limitRequestLogs.event,
          actionName: language === 'en' ? limitRequestActions.nameEn : limitRequestActions.nameAr,
          date: limitRequestLogs.createdAt,
          actionBy: actor.name,
          assignedTo: assignee.name,
          changes: limitRequestLogs.changes,
          comment: limitRequestLogs.comment,
        })
        .from(limitRequestLogs)
        .leftJoin(limitRequestActions, eq(limitRequestActions.id, limitRequestLogs.actionId))
        .leftJoin(actor, eq(actor.id, limitRequestLogs.actedBy))
        .leftJoin(assignee, eq(assignee.id, limitRequestLogs.assignedTo))
        .where(eq(limitRequestLogs.limitRequestId, limitRequestId))
        .orderBy(asc(limitRequestLogs.id));
    },
  };
}

export type LogRow = Awaited<ReturnType<ReturnType<typeof limitRequestLogsRepository>['history']>>[number];
export type { LimitRequestLogEvent };
