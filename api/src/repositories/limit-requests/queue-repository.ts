import type { QueueView } from '@back-office/shared/contract/enums';
import type { Language } from '@back-office/shared/rules';
import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { clients, limitRequests, merchants, users, type LimitRequestStatus } from '../../db/schema';

const creator = alias(users, 'creator');
const assignee = alias(users, 'assignee');

/**
 * Issue 18: written in exactly the words of the partial index limit_requests_open_queue_idx
 * (migration 0022), so the planner can prove the index covers the query.
 */
export const OPEN = sql`${limitRequests.requestStatus} not in ('closed','rejected','cancelled')`;
const UNASSIGNED = and(eq(limitRequests.requestStatus, 'new'), isNull(limitRequests.assignedTo))!;

export interface QueueFilter {
  view: QueueView;
  me: number;
  reviewerId?: number;
}

/** What each view lists; by_reviewer without a reviewer is everyone's assigned open work. */
export function queueWhere({ view, me, reviewerId }: QueueFilter): SQL {
  switch (view) {
    case 'assigned_to_me':
      return and(OPEN, eq(limitRequests.assignedTo, me))!;
    case 'unassigned':
      return and(OPEN, UNASSIGNED)!;
    case 'by_reviewer':
      return and(OPEN, reviewerId === undefined ? isNotNull(limitRequests.assignedTo) : eq(limitRequests.assignedTo, reviewerId))!;
    default:
      return OPEN;
  }
}

export interface QueueRow {
  id: number;
  code: string;
  clientId: number;
  clientName: string;
  requestStatus: LimitRequestStatus;
  requestedLimit: string;
  merchantName: string;
  creatorId: number | null;
  creatorName: string | null;
  assigneeId: number | null;
  assigneeName: string | null;
  createdAt: Date;
  stageEnteredAt: Date;
  version: number;
}

export function queueRepository(db: Queryable) {
  return {
    /** Oldest first (created_at, id): the order of the open-queue index, so a page never sorts the table. */
    page(filter: QueueFilter, language: Language, limit: number, offset: number): Promise<QueueRow[]> {
      return db
        .select({
          id: limitRequests.id,
          code: limitRequests.code,
          clientId: clients.id,
          clientName: clients.name,
          requestStatus: limitRequests.requestStatus,
          requestedLimit: sql<string>`${limitRequests.requestedLimit}::text`,
          merchantName: language === 'en' ? merchants.nameEn : merchants.nameAr,
          creatorId: creator.id,
          creatorName: creator.name,
          assigneeId: assignee.id,
          assigneeName: assignee.name,
          createdAt: limitRequests.createdAt,
          stageEnteredAt: limitRequests.stageEnteredAt,
          version: limitRequests.version,
        })
        .from(limitRequests)
        .innerJoin(clients, eq(clients.id, limitRequests.clientId))
        .innerJoin(merchants, eq(merchants.id, limitRequests.merchantId))
        .leftJoin(creator, eq(creator.id, limitRequests.createdBy))
        .leftJoin(assignee, eq(assignee.id, limitRequests.assignedTo))
        .where(queueWhere(filter))
        .orderBy(asc(limitRequests.createdAt), asc(limitRequests.id))
        .limit(limit)
        .offset(offset);
    },

    async total(filter: QueueFilter): Promise<number> {
      const [row] = await db.select({ total: count() }).from(limitRequests).where(queueWhere(filter));
      return row?.total ?? 0;
    },

    /** Every tab's count in one pass over the open requests (the partial index). */
    async counts(me: number): Promise<{ assignedToMe: number; unassigned: number; allOpen: number; anyAssigned: number }> {
      const [row] = await db
        .select({
          assignedToMe: sql<number>`count(*) filter (where ${limitRequests.assignedTo} = ${me})`.mapWith(Number),
          unassigned: sql<number>`count(*) filter (where ${UNASSIGNED})`.mapWith(Number),
          allOpen: count(),
          anyAssigned: count(limitRequests.assignedTo),
        })
        .from(limitRequests)
        .where(OPEN);
      return row ?? { assignedToMe: 0, unassigned: 0, allOpen: 0, anyAssigned: 0 };
    },

    /** Every active risk reviewer and their open work, busiest first then by name. */
    reviewers(): Promise<{ id: number; name: string; open_count: number }[]> {
      const open = db
        .select({ assignedTo: limitRequests.assignedTo, openCount: count().as('open_count') })
        .from(limitRequests)
        .where(and(OPEN, isNotNull(limitRequests.assignedTo)))
        .groupBy(limitRequests.assignedTo)
        .as('open');
      return db
        .select({ id: users.id, name: users.name, open_count: sql<number>`coalesce(${open.openCount}, 0)`.mapWith(Number) })
        .from(users)
        .leftJoin(open, eq(open.assignedTo, users.id))
        .where(and(eq(users.role, 'risk'), eq(users.active, true)))
        .orderBy(asc(users.name), asc(users.id));
    },

    /**
     * Issue 18, "take the next one": ONE statement assigns the oldest unassigned request the caller did
     * not create (issue 9) and logs the take. SKIP LOCKED lets two reviewers clicking together each lock a
     * different row instead of both waiting for (and then both failing on) the same one; the outer
     * WHERE repeats the state so a row changed after the subquery's snapshot is never taken twice.
     */
    async takeNext(me: number, takeActionId: number): Promise<{ id: number; code: string } | undefined> {
      const { rows } = await db.execute<{ id: number; code: string }>(sql`
        with taken as (
          update limit_requests
             set assigned_to = ${me}, request_status = 'under_review', version = version + 1,
                 updated_at = now(), stage_entered_at = now()
           where id = (
                   select id from limit_requests
                    where request_status = 'new' and assigned_to is null and (created_by is distinct from ${me})
                    order by created_at, id
                    limit 1
                    for update skip locked)
             and request_status = 'new' and assigned_to is null
          returning id, code),
        logged as (
          insert into limit_request_logs (limit_request_id, action_id, event, acted_by, assigned_to, changes)
          select id, ${takeActionId}, 'action', ${me}, ${me},
                 '[{"field":"request_status","old":"new","new":"under_review"}]'::jsonb
            from taken)
        select id::int as id, code from taken`);
      return rows[0];
    },
  };
}
