import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import type { ClientSort, SortDirection } from '@back-office/shared/contract/enums';
import { clients, clientStats, users, type ClientSource, type ClientStatus } from '../../db/schema';
import { COUNT_CAP } from '../sql/count-cap';
import { jsonRows, underKeys } from '../sql/json-columns';
import type { ClientFilter } from './client-search';

/** Where the tiles and the total come from: the counters the triggers keep, or the matching rows (a search, "mine"). */
export type ListCounting = 'counters' | 'matches';

/** A row of the clients list; the balance is text, to stay exact. */
export interface ClientListRow {
  id: number;
  name: string;
  code: string;
  phone1: string;
  balance: string;
  status: ClientStatus;
  source: ClientSource;
  nationalId: string;
  title: string | null;
  creator: string | null;
  updatedAt: Date;
  createdAt: Date;
  isSubmitted: boolean;
}

/** The row as JSON brings it: the timestamp as an ISO string. */
export type ClientListJsonRow = Omit<ClientListRow, 'updatedAt' | 'createdAt'> & { updatedAt: string; createdAt: string };

const LIST_FIELDS = {
  id: clients.id,
  name: clients.name,
  code: clients.code,
  phone1: clients.phone1,
  balance: sql`${clients.balance}::text`,
  status: clients.status,
  source: clients.source,
  nationalId: clients.nationalId,
  title: clients.title,
  creator: users.name,
  updatedAt: clients.updatedAt,
  createdAt: clients.createdAt,
  isSubmitted: clients.isSubmitted,
};

/** How the list orders its page (issue 15): a column, then the id the same way so pages never overlap. */
export interface ListOrder {
  sort: ClientSort;
  direction: SortDirection;
}

const SORT_COLUMNS = { updated_at: clients.updatedAt, created_at: clients.createdAt, name: clients.name, balance: clients.balance };

/** Each order has its index (clients.ts), read forwards or backwards. */
export function orderOf({ sort, direction }: ListOrder) {
  const way = direction === 'asc' ? asc : desc;
  return [way(SORT_COLUMNS[sort]), way(clients.id)];
}

/**
 * At most COUNT_CAP + 1 matching rows, so that even a search matching most of the book reads a
 * bounded number of rows. A short prefix reads them from the name-prefix index alone. Other
 * searches walk the newest first: left unordered, the planner would scan the table for a common
 * fragment, which is cheap only until the guess is wrong.
 */
function bounded(db: Queryable, filter: ClientFilter, where: SQL | undefined) {
  const matches = db.select({ status: clients.status, balance: clients.balance }).from(clients).where(where);
  const ordered = filter.search?.kind === 'name_prefix' ? matches : matches.orderBy(desc(clients.createdAt), desc(clients.id));
  return ordered.limit(COUNT_CAP + 1);
}

/**
 * The status tiles and totals (issue 15: they follow the search and filters). Without a search or
 * "mine" the counters the triggers keep answer, for the wanted sources (never a count of clients).
 * Otherwise the matches are read, bounded like the total: each status's count over the matches
 * without the status filter, and the total and balance over the matches with it. Past COUNT_CAP
 * matches (pagination.total_capped) they are those of the newest COUNT_CAP + 1 matches: a search
 * that broad is refined, not totalled, as count-cap.ts says.
 */
function tilesOf(db: Queryable, filter: ClientFilter, counting: ListCounting) {
  if (counting === 'counters') {
    const sources =
      (filter.params.sources as ClientSource[]).length > 0 ? sql`${clientStats.source} = any(${sql.placeholder('sources')})` : undefined;
    return {
      tiles: db
        .select({
          status: clientStats.status,
          count: sql<number>`sum(${clientStats.clientsCount})`.as('count'),
          balance: sql<string>`sum(${clientStats.balanceSum})`.as('balance'),
        })
        .from(clientStats)
        .where(and(sources))
        .groupBy(clientStats.status)
        .as('tiles'),
      matched: undefined,
    };
  }
  const anyStatus = bounded(db, filter, filter.whereAnyStatus).as('any_status');
  const withStatus = bounded(db, filter, filter.where).as('with_status');
  return {
    tiles: db
      .select({
        status: anyStatus.status,
        count: sql<number>`count(*)`.as('count'),
        balance: sql<string>`sum(${anyStatus.balance})`.as('balance'),
      })
      .from(anyStatus)
      .groupBy(anyStatus.status)
      .as('tiles'),
    matched: db
      .select({
        value: sql`json_build_object('count', count(*), 'balance', coalesce(sum(${withStatus.balance}), 0)::numeric(18, 2)::text)`,
      })
      .from(withStatus),
  };
}

/**
 * The whole list page in one statement, one row: the tiles, the page's rows, and for a search
 * the bounded count and balance of its matches. The tiles are the FROM, aggregated into one row,
 * so the row exists even before the first client.
 */
export function buildListStatement(db: Queryable, filter: ClientFilter, counting: ListCounting, order: ListOrder, name: string) {
  const { tiles, matched } = tilesOf(db, filter, counting);
  const page = db
    .select(underKeys(LIST_FIELDS))
    .from(clients)
    .leftJoin(users, eq(users.id, clients.createdBy))
    .where(filter.where)
    .orderBy(...orderOf(order))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const wanted =
    (filter.params.statuses as ClientStatus[]).length > 0 ? sql`${tiles.status} = any(${sql.placeholder('statuses')})` : sql`true`;
  return db
    .select({
      counts: sql<Partial<Record<ClientStatus, number>> | null>`json_object_agg(${tiles.status}, ${tiles.count})`,
      balance: sql<string>`coalesce(sum(${tiles.balance}) filter (where ${wanted}), 0)::numeric(18, 2)::text`,
      rows: jsonRows<ClientListJsonRow>(page),
      matched: matched ? sql<{ count: number; balance: string }>`(${matched})` : sql<null>`null`,
    })
    .from(tiles)
    .prepare(name);
}
