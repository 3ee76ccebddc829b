import type { Language } from '@back-office/shared/rules';
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { limitRequestActions, limitRequestLogs, users } from '../../db/schema';

const actor = alias(users, 'actor');
const assignee = alias(users, 'assignee');

export function limitRequestLogsRepository(db: Queryable) {
  return {
    async record(entry: { limitRequestId: number; actionId: number; actedBy: number; assignedTo: number | null }): Promise<void> {
      await db.insert(limitRequestLogs).values(entry);
    },
    /** Oldest first, as the activity table reads. */
    history(limitRequestId: number, language: Language) {
      return db
        .select({
          id: limitRequestLogs.id,
          actionName: language === 'en' ? limitRequestActions.nameEn : limitRequestActions.nameAr,
          date: limitRequestLogs.createdAt,
          actionBy: actor.name,
          assignedTo: assignee.name,
        })
        .from(limitRequestLogs)
        .innerJoin(limitRequestActions, eq(limitRequestActions.id, limitRequestLogs.actionId))
        .leftJoin(actor, eq(actor.id, limitRequestLogs.actedBy))
        .leftJoin(assignee, eq(assignee.id, limitRequestLogs.assignedTo))
        .where(eq(limitRequestLogs.limitRequestId, limitRequestId))
        .orderBy(asc(limitRequestLogs.id));
    },
  };
}
