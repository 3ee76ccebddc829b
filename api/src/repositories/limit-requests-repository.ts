import type { Language } from '@back-office/shared/rules';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { clients, limitRequests, limitRequestStats, merchants, users, type LimitDecisionStatus, type LimitRequestStatus } from '../db/schema';
import { codeStartsWith, countableFromStats, limitRequestFilter, type LimitRequestFilters } from './limit-request-search';

export interface LimitRequestListQuery extends LimitRequestFilters {
  page: number;
  perPage: number;
}

/** How many codes the filter's picker offers. */
const CODE_OPTIONS = 200;

export function limitRequestsRepository(db: Queryable) {
  async function count(where: SQL | undefined, filters: LimitRequestFilters): Promise<number> {
    if (!countableFromStats(filters)) return db.$count(limitRequests, where);
    const wanted = filters.decisionStatuses;
    const stats = await db.select().from(limitRequestStats);
    return stats.filter((row) => wanted.length === 0 || wanted.includes(row.decisionStatus)).reduce((sum, row) => sum + row.requestsCount, 0);
  }

  return {
    async list(query: LimitRequestListQuery, language: Language) {
      const where = await limitRequestFilter(db, query);
      const rows = await db
        .select({
          id: limitRequests.id,
          code: limitRequests.code,
          createdAt: limitRequests.createdAt,
          client: { id: clients.id, name: clients.name, monthlyIncome: clients.monthlyIncome },
          requestStatus: limitRequests.requestStatus,
          requestedLimit: limitRequests.requestedLimit,
          approvedLimit: limitRequests.approvedLimit,
          tenure: limitRequests.tenure,
          merchantName: language === 'en' ? merchants.nameEn : merchants.nameAr,
          decisionStatus: limitRequests.decisionStatus,
          creator: users.name,
          createdBy: limitRequests.createdBy,
          assignedTo: limitRequests.assignedTo,
          version: limitRequests.version,
        })
        .from(limitRequests)
        .innerJoin(clients, eq(clients.id, limitRequests.clientId))
        .innerJoin(merchants, eq(merchants.id, limitRequests.merchantId))
        .leftJoin(users, eq(users.id, limitRequests.createdBy))
        .where(where)
        .orderBy(desc(limitRequests.createdAt), desc(limitRequests.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return { rows, total: await count(where, query) };
    },

    /** Newest codes for the filter's picker, or those starting with what was typed. */
    async codes(prefix: string | undefined): Promise<string[]> {
      const rows = await db
        .select({ code: limitRequests.code })
        .from(limitRequests)
        .where(prefix?.trim() ? codeStartsWith(prefix.trim()) : undefined)
        .orderBy(prefix?.trim() ? limitRequests.code : desc(limitRequests.createdAt), desc(limitRequests.id))
        .limit(CODE_OPTIONS);
      return rows.map((row) => row.code);
    },

    /** What the workflow decides on, read without a lock: the write re-checks the version. */
    async workflowState(id: number) {
      const [row] = await db
        .select({
          id: limitRequests.id,
          clientId: limitRequests.clientId,
          requestStatus: limitRequests.requestStatus,
          decisionStatus: limitRequests.decisionStatus,
          requestedLimit: limitRequests.requestedLimit,
          approvedLimit: limitRequests.approvedLimit,
          createdBy: limitRequests.createdBy,
          assignedTo: limitRequests.assignedTo,
          version: limitRequests.version,
        })
        .from(limitRequests)
        .where(eq(limitRequests.id, id));
      return row;
    },

    /**
     * Moves the request only if nobody moved it since `version` was read: false means a
     * concurrent action won (optimistic concurrency).
     */
    async transition(
      id: number,
      version: number,
      change: { requestStatus: LimitRequestStatus; decisionStatus: LimitDecisionStatus; assignedTo?: number; approvedLimit?: string },
    ): Promise<boolean> {
      const rows = await db
        .update(limitRequests)
        .set({ ...change, version: sql`${limitRequests.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(limitRequests.id, id), eq(limitRequests.version, version)))
        .returning({ id: limitRequests.id });
      return rows.length > 0;
    },

    /** Decision statuses of every request of one client (the client status follows them). */
    async clientDecisions(clientId: number): Promise<LimitDecisionStatus[]> {
      const rows = await db.select({ status: limitRequests.decisionStatus }).from(limitRequests).where(eq(limitRequests.clientId, clientId));
      return rows.map((row) => row.status);
    },
  };
}
