import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clients, limitRequests, type LimitDecisionStatus } from '../../db/schema';
import { classifySearch, clientFilter } from '../clients/client-search';
import { prepared } from '../sql/prepared-statements';

export interface LimitRequestFilters {
  clientId?: number;
  codes: string[];
  decisionStatuses: LimitDecisionStatus[];
  /** ISO days, both inclusive. */
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  /** "My requests" (issue 15): created by or assigned to this user. */
  mine?: number;
}

/** Like ClientFilter: a WHERE with placeholders, their values, and the shape naming its SQL text. */
export interface LimitRequestFilter {
  where: SQL | undefined;
  params: Record<string, unknown>;
  shape: string;
}

/** A search matching more clients than this is too vague to list by client. */
const MAX_SEARCHED_CLIENTS = 500;

const literal = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);
const param = (name: string) => sql.placeholder(name);
const codeLike = (placeholder: string) => sql`${limitRequests.code} like ${param(placeholder)}`;
export const codePrefix = (prefix: string) => `${literal(prefix.toUpperCase())}%`;

interface SearchPart {
  where: SQL;
  params: Record<string, unknown>;
  shape: string;
}

/**
 * The search box matches a request code prefix, or the client's name or national ID.
 * Clients are looked up first (their own indexes) so the request query becomes two
 * index conditions OR-ed together instead of a sub-plan evaluated per row. Inside the list's
 * statement the lookup would run twice (page and count): a name fragment costs milliseconds.
 */
async function requestSearch(db: Queryable, raw: string | undefined): Promise<SearchPart | undefined> {
  const clientSearch = clientFilter([], raw);
  if (!clientSearch.search) return undefined;
  const lookup = prepared(db, `lr_search_clients_${clientSearch.shape}`, (name) =>
    db.select({ id: clients.id }).from(clients).where(clientSearch.where).limit(MAX_SEARCHED_CLIENTS).prepare(name),
  );
  const matches = await lookup.execute(clientSearch.params);
  const { kind, value } = clientSearch.search;
  const byCode = kind === 'digits' ? or(codeLike('codePrefix'), codeLike('requestCodePrefix'))! : codeLike('codePrefix');
  const params = { codePrefix: codePrefix(value), requestCodePrefix: codePrefix(`LR-${value}`), clientIds: matches.map((row) => row.id) };
  const shape = `${kind === 'digits' ? 'digits' : 'text'}${matches.length > 0 ? '_clients' : ''}`;
  const where = matches.length > 0 ? or(byCode, sql`${limitRequests.clientId} = any(${param('clientIds')})`)! : byCode;
  return { where, params, shape };
}

/** Every list filter as one WHERE; a date is a UTC day, the end day included. */
export async function limitRequestFilter(db: Queryable, filters: LimitRequestFilters): Promise<LimitRequestFilter> {
  const search = await requestSearch(db, filters.search);
  const parts: [string, SQL | false][] = [
    ['client', filters.clientId !== undefined && sql`${limitRequests.clientId} = ${param('clientId')}`],
    ['codes', filters.codes.length > 0 && sql`${limitRequests.code} = any(${param('codes')})`],
    ['status', filters.decisionStatuses.length > 0 && sql`${limitRequests.decisionStatus} = any(${param('decisionStatuses')})`],
    ['from', !!filters.dateFrom && sql`${limitRequests.createdAt} >= (${param('dateFrom')})::date::timestamptz`],
    ['to', !!filters.dateTo && sql`${limitRequests.createdAt} < ((${param('dateTo')})::date + 1)::timestamptz`],
    // Two index conditions OR-ed (limit_requests_created_by_created_idx, limit_requests_assigned_created_idx).
    [
      'mine',
      filters.mine !== undefined && sql`(${limitRequests.createdBy} = ${param('mine')} or ${limitRequests.assignedTo} = ${param('mine')})`,
    ],
  ];
  const used = parts.filter((part): part is [string, SQL] => part[1] !== false);
  return {
    where: and(...used.map(([, condition]) => condition), search?.where),
    params: { ...filters, ...search?.params },
    shape: [...used.map(([name]) => name), search?.shape].filter(Boolean).join('_') || 'all',
  };
}

/** Only the decision status filter can be answered from the trigger-kept counters. */
export const countableFromStats = (filters: LimitRequestFilters) =>
  filters.clientId === undefined &&
  filters.codes.length === 0 &&
  !filters.dateFrom &&
  !filters.dateTo &&
  filters.mine === undefined &&
  !classifySearch(filters.search);
