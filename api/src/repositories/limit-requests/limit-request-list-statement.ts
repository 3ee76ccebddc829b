import type { LimitRequestSort, SortDirection } from '@back-office/shared/contract/enums';
import type { Language } from '@back-office/shared/rules';
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clients, limitRequests, limitRequestStats, merchants, users } from '../../db/schema';
import { COUNT_CAP } from '../sql/count-cap';
import { jsonArray } from '../sql/json-columns';
import { listItemJson, type LimitRequestListRow } from './limit-request-list-item';
import type { LimitRequestFilter } from './limit-request-search';

/** How many codes the filter's picker offers. */
const CODE_OPTIONS = 200;

export interface ListStatementShape {
  language: Language;
  filter: LimitRequestFilter;
  /** Only the decision status filter can be counted from the trigger-kept counters. */
  fromStats: boolean;
  /** The picker's codes start with what was typed, or are the newest. */
  typedCode: boolean;
  order: { sort: LimitRequestSort; direction: SortDirection };
}

const newestFirst = [desc(limitRequests.createdAt), desc(limitRequests.id)];

/**
 * The page's order (issue 15), the id breaking ties so pages never overlap. Each one an index
 * reads in order (migration 0012; the code's text_pattern_ops index orders by ~<~), so a page
 * never sorts the whole table (limit-requests-plans.test.ts).
 */
function pageOrder({ sort, direction }: ListStatementShape['order']): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  switch (sort) {
    case 'requested_limit':
      return [by(limitRequests.requestedLimit), by(limitRequests.id)];
    case 'approved_limit':
      // Not approved yet (null) last either way.
      return [sql`${limitRequests.approvedLimit} ${sql.raw(direction)} nulls last`, by(limitRequests.id)];
    case 'code':
      return [sql`${limitRequests.code} using ${sql.raw(direction === 'asc' ? '~<~' : '~>~')}`];
    default:
      return [by(limitRequests.createdAt), by(limitRequests.id)];
  }
}

/**
 * The page, its total and the code picker's options in one statement: every database round
 * trip costs the API more CPU than PostgreSQL spends on a page. The subqueries run once each
 * (InitPlans), planned as they were when they were statements of their own.
 */
export function buildListStatement(db: Queryable, { language, filter, order, fromStats, typedCode }: ListStatementShape, name: string) {
  const page = db
    .select({ item: listItemJson(language) })
    .from(limitRequests)
    .innerJoin(clients, eq(clients.id, limitRequests.clientId))
    .innerJoin(merchants, eq(merchants.id, limitRequests.merchantId))
    .leftJoin(users, eq(users.id, limitRequests.createdBy))
    .where(filter.where)
    .orderBy(...pageOrder(order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const codes = db.select({ code: limitRequests.code }).from(limitRequests);
  const codeOptions = typedCode
    ? codes
        .where(sql`${limitRequests.code} like ${sql.placeholder('pickerPrefix')}`)
        .orderBy(limitRequests.code)
        .limit(CODE_OPTIONS)
    : codes.orderBy(...newestFirst).limit(CODE_OPTIONS);
  const answers = { rows: jsonArray<LimitRequestListRow>(page), codes: jsonArray<string>(codeOptions) };

  if (fromStats) {
    const statuses =
      filter.shape === 'status' ? sql`${limitRequestStats.decisionStatus} = any(${sql.placeholder('decisionStatuses')})` : undefined;
    const matched = sql<number>`coalesce(sum(${limitRequestStats.requestsCount}), 0)`.mapWith(Number);
    return db
      .select({ matched, ...answers })
      .from(limitRequestStats)
      .where(statuses)
      .prepare(name);
  }
  // At most COUNT_CAP + 1 matches, so a wide filter reads a bounded number of index entries. In no
  // order: ordered, a filter on status and dates sorted every match to count the first 1,001.
  const matches = db
    .select({ id: limitRequests.id })
    .from(limitRequests)
    .where(filter.where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  return db
    .select({ matched: count(), ...answers })
    .from(matches)
    .prepare(name);
}
