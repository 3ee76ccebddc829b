import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { clients, limitRequests, type LimitDecisionStatus } from '../db/schema';
import { classifySearch, searchCondition } from './client-search';

export interface LimitRequestFilters {
  clientId?: number;
  codes: string[];
  decisionStatuses: LimitDecisionStatus[];
  /** ISO days, both inclusive. */
  dateFrom?: string;
  dateTo?: string;
  search?: string;
}

/** A search matching more clients than this is too vague to list by client. */
const MAX_SEARCHED_CLIENTS = 500;

const literal = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
export const codeStartsWith = (prefix: string) => sql`${limitRequests.code} like ${`${literal(prefix.toUpperCase())}%`}`;

/**
 * The search box matches a request code prefix, or the client's name or national ID.
 * Clients are looked up first (their own indexes) so the request query becomes two
 * index conditions OR-ed together instead of a sub-plan evaluated per row.
 */
async function requestSearch(db: Queryable, raw: string | undefined): Promise<SQL | undefined> {
  const classified = classifySearch(raw);
  if (!classified) return undefined;
  const matches = await db.select({ id: clients.id }).from(clients).where(searchCondition(classified)).limit(MAX_SEARCHED_CLIENTS);
  const byCode = classified.kind === 'digits' ? or(codeStartsWith(classified.value), codeStartsWith(`LR-${classified.value}`)) : codeStartsWith(classified.value);
  return matches.length > 0 ? or(byCode, inArray(limitRequests.clientId, matches.map((row) => row.id))) : byCode;
}

const nextDay = (day: string) => sql`(${day}::date + 1)::timestamptz`;

/** Every list filter as one WHERE; a date is a UTC day, the end day included. */
export async function limitRequestFilter(db: Queryable, filters: LimitRequestFilters): Promise<SQL | undefined> {
  return and(
    filters.clientId === undefined ? undefined : eq(limitRequests.clientId, filters.clientId),
    filters.codes.length > 0 ? inArray(limitRequests.code, filters.codes) : undefined,
    filters.decisionStatuses.length > 0 ? inArray(limitRequests.decisionStatus, filters.decisionStatuses) : undefined,
    filters.dateFrom ? gte(limitRequests.createdAt, sql`${filters.dateFrom}::date::timestamptz`) : undefined,
    filters.dateTo ? lt(limitRequests.createdAt, nextDay(filters.dateTo)) : undefined,
    await requestSearch(db, filters.search),
  );
}

/** Only the decision status filter can be answered from the trigger-kept counters. */
export const countableFromStats = (filters: LimitRequestFilters) =>
  filters.clientId === undefined && filters.codes.length === 0 && !filters.dateFrom && !filters.dateTo && !classifySearch(filters.search);
