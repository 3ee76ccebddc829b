import type { LimitRequestSort, SortDirection } from '@back-office/shared/contract/enums';
import type { Language } from '@back-office/shared/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { limitRequests, type LimitDecisionStatus, type LimitRequestStatus } from '../../db/schema';
import { cappedTotal, type ListTotal } from '../sql/count-cap';
import { prepared } from '../sql/prepared-statements';
import { buildListStatement } from './limit-request-list-statement';
import { codePrefix, countableFromStats, limitRequestFilter, type LimitRequestFilters } from './limit-request-search';

export interface LimitRequestListQuery extends LimitRequestFilters {
  page: number;
  perPage: number;
  /** What was typed in the code picker. */
  codeSearch?: string;
  /** Issue 15: the list sorts by its columns. */
  sort: LimitRequestSort;
  direction: SortDirection;
}

/** Short, for the statement name. */
const SORT_NAMES: Record<LimitRequestSort, string> = { created_at: 'cr', requested_limit: 'rq', approved_limit: 'ap', code: 'cd' };

export function limitRequestsRepository(db: Queryable) {
  return {
    /** A page of the list, its total and the code picker's options, in one round trip (but a search's client lookup). */
    async list(query: LimitRequestListQuery, language: Language) {
      const filter = await limitRequestFilter(db, query);
      const typed = query.codeSearch?.trim();
      const order = { sort: query.sort, direction: query.direction };
      const shape = { language, filter, order, fromStats: countableFromStats(query), typedCode: !!typed };
      // Short names: PostgreSQL truncates statement names at 63 bytes.
      const name = `lr_list_${language}_${filter.shape}_${typed ? 'typed' : 'newest'}_${SORT_NAMES[query.sort]}_${query.direction}`;
      const statement = prepared(db, name, (statementName) => buildListStatement(db, shape, statementName));
      const [row] = await statement.execute({
        ...filter.params,
        limit: query.perPage,
        offset: (query.page - 1) * query.perPage,
        ...(typed && { pickerPrefix: codePrefix(typed) }),
      });
      const { matched, rows, codes } = row!;
      const total: ListTotal = shape.fromStats ? { total: matched, capped: false } : cappedTotal(matched);
      return { rows, codes, ...total };
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
          approvedBy: limitRequests.approvedBy,
          confirmedBy: limitRequests.confirmedBy,
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
      change: {
        requestStatus: LimitRequestStatus;
        decisionStatus: LimitDecisionStatus;
        assignedTo?: number;
        /** null clears it (issue 16: an approval sent back). */
        approvedLimit?: string | null;
        approvedBy?: number | null;
        confirmedBy?: number;
        rejectReasonId?: number;
        /** Issue 18: why it was returned to the agent. */
        returnReasonId?: number;
      },
    ): Promise<boolean> {
      const rows = await db
        .update(limitRequests)
        .set({
          ...change,
          version: sql`${limitRequests.version} + 1`,
          updatedAt: sql`now()`,
          // Issue 18: the stage's clock restarts only when the status changes (a second contract upload keeps it).
          stageEnteredAt: sql`case when ${limitRequests.requestStatus} = ${change.requestStatus} then ${limitRequests.stageEnteredAt} else now() end`,
          // Issue 18: the first decision (approved or rejected) is the one the dashboard times.
          decidedAt: sql`coalesce(${limitRequests.decidedAt}, case when ${change.decisionStatus} in ('approved', 'rejected') then now() end)`,
        })
        .where(and(eq(limitRequests.id, id), eq(limitRequests.version, version)))
        .returning({ id: limitRequests.id });
      return rows.length > 0;
    },

    /** Decision statuses of every request of one client (the client status follows them). */
    async clientDecisions(clientId: number): Promise<LimitDecisionStatus[]> {
      const rows = await db
        .select({ status: limitRequests.decisionStatus })
        .from(limitRequests)
        .where(eq(limitRequests.clientId, clientId));
      return rows.map((row) => row.status);
    },
  };
}
