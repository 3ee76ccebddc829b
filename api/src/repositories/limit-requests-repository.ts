import type { Language } from '@back-office/shared/rules';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { clients, limitRequests, limitRequestStats, merchants, users, type LimitDecisionStatus, type LimitRequestStatus } from '../db/schema';
import { cappedTotal, COUNT_CAP, type ListTotal } from './count-cap';
import { codePrefix, countableFromStats, limitRequestFilter, type LimitRequestFilter, type LimitRequestFilters } from './limit-request-search';
import { prepared } from './prepared-statements';

export interface LimitRequestListQuery extends LimitRequestFilters {
  page: number;
  perPage: number;
}

/** How many codes the filter's picker offers. */
const CODE_OPTIONS = 200;

export function limitRequestsRepository(db: Queryable) {
  const statsStatement = () => prepared(db, 'limit_requests_stats', (name) => db.select().from(limitRequestStats).prepare(name));
  const newestCodes = () =>
    prepared(db, 'limit_requests_newest_codes', (name) =>
      db.select({ code: limitRequests.code }).from(limitRequests).orderBy(desc(limitRequests.createdAt), desc(limitRequests.id)).limit(CODE_OPTIONS).prepare(name),
    );
  const codesStartingWith = () =>
    prepared(db, 'limit_requests_codes_starting', (name) =>
      db
        .select({ code: limitRequests.code })
        .from(limitRequests)
        .where(sql`${limitRequests.code} like ${sql.placeholder('prefix')}`)
        .orderBy(limitRequests.code)
        .limit(CODE_OPTIONS)
        .prepare(name),
    );

  function buildRows(filter: LimitRequestFilter, language: Language, name: string) {
    return db
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
      .where(filter.where)
      .orderBy(desc(limitRequests.createdAt), desc(limitRequests.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }

  /** At most COUNT_CAP + 1 matches, in the list's own order, so a wide filter reads a bounded number of rows. */
  function buildCount(filter: LimitRequestFilter, name: string) {
    const matches = db
      .select({ id: limitRequests.id })
      .from(limitRequests)
      .where(filter.where)
      .orderBy(desc(limitRequests.createdAt), desc(limitRequests.id))
      .limit(COUNT_CAP + 1)
      .as('matches');
    return db.select({ count: count() }).from(matches).prepare(name);
  }

  async function total(filter: LimitRequestFilter, filters: LimitRequestFilters): Promise<ListTotal> {
    if (!countableFromStats(filters)) {
      const [row] = await prepared(db, `limit_requests_count_${filter.shape}`, (name) => buildCount(filter, name)).execute(filter.params);
      return cappedTotal(row!.count);
    }
    const wanted = filters.decisionStatuses;
    const stats = await statsStatement().execute();
    const counted = stats.filter((row) => wanted.length === 0 || wanted.includes(row.decisionStatus)).reduce((sum, row) => sum + row.requestsCount, 0);
    return { total: counted, capped: false };
  }

  return {
    async list(query: LimitRequestListQuery, language: Language) {
      const filter = await limitRequestFilter(db, query);
      const rowsStatement = prepared(db, `limit_requests_list_${language}_${filter.shape}`, (name) => buildRows(filter, language, name));
      const [rows, listTotal] = await Promise.all([
        rowsStatement.execute({ ...filter.params, limit: query.perPage, offset: (query.page - 1) * query.perPage }),
        total(filter, query),
      ]);
      return { rows, ...listTotal };
    },

    /** Newest codes for the filter's picker, or those starting with what was typed. */
    async codes(prefix: string | undefined): Promise<string[]> {
      const typed = prefix?.trim();
      const rows = typed ? await codesStartingWith().execute({ prefix: codePrefix(typed) }) : await newestCodes().execute();
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
