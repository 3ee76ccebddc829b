import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clients, clientStats, users, type ClientSource, type ClientStatus } from '../../db/schema';
import { COUNT_CAP } from '../sql/count-cap';
import { jsonRows, underKeys } from '../sql/json-columns';
import type { ClientFilter } from './client-search';

/** What the list page counts besides the book: a search's matches, or the counters of the sources a filter wants. */
export type ListCounting = 'matches' | 'sources' | 'none';

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

/**
 * Counts at most COUNT_CAP + 1 matches, so that even a search matching most of the book
 * reads a bounded number of rows. A short prefix reads them from the name-prefix index
 * alone. Other searches walk the list's own order: left unordered, the planner would
 * scan the table for a common fragment, which is cheap only until the guess is wrong.
 */
function boundedMatches(db: Queryable, filter: ClientFilter) {
  const matches = db.select({ id: clients.id }).from(clients).where(filter.where);
  const bounded = (filter.search?.kind === 'name_prefix' ? matches : matches.orderBy(desc(clients.createdAt), desc(clients.id))).limit(
    COUNT_CAP + 1,
  );
  return db.select({ count: count() }).from(bounded.as('matches'));
}

/** The wanted statuses (all without a status filter) of the wanted sources, from the counters. */
function sourceCounters(db: Queryable, filter: ClientFilter) {
  const statuses =
    (filter.params.statuses as ClientStatus[]).length > 0 ? sql`${clientStats.status} = any(${sql.placeholder('statuses')})` : undefined;
  return db
    .select({ count: sql`coalesce(sum(${clientStats.clientsCount}), 0)` })
    .from(clientStats)
    .where(and(statuses, sql`${clientStats.source} = any(${sql.placeholder('sources')})`));
}

/**
 * The whole list page in one statement, one row: the book from the counters the triggers keep
 * (never a count of clients), all sources added up per status, the page's rows, and what
 * `counting` asks for. The book is the FROM, so the row exists even before the first client.
 */
export function buildListStatement(db: Queryable, filter: ClientFilter, counting: ListCounting, name: string) {
  const book = db
    .select({
      status: clientStats.status,
      count: sql<number>`sum(${clientStats.clientsCount})`.as('count'),
      balance: sql<string>`sum(${clientStats.balanceSum})`.as('balance'),
    })
    .from(clientStats)
    .groupBy(clientStats.status)
    .as('book');
  const page = db
    .select(underKeys(LIST_FIELDS))
    .from(clients)
    .leftJoin(users, eq(users.id, clients.createdBy))
    .where(filter.where)
    .orderBy(desc(clients.createdAt), desc(clients.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const counted = counting === 'matches' ? boundedMatches(db, filter) : counting === 'sources' ? sourceCounters(db, filter) : undefined;
  return db
    .select({
      counts: sql<Partial<Record<ClientStatus, number>> | null>`json_object_agg(${book.status}, ${book.count})`,
      balance: sql<string>`coalesce(sum(${book.balance}), 0)::numeric(18, 2)::text`,
      rows: jsonRows<ClientListJsonRow>(page),
      counted: (counted ? sql<number | null>`${counted}` : sql<number | null>`null`).mapWith(Number),
    })
    .from(book)
    .prepare(name);
}
