import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { CLIENT_SOURCES, clients, clientStats, users, type ClientSource, type ClientStatus } from '../db/schema';
import { clientFilter, type ClientFilter } from './client-search';
import { cappedTotal, COUNT_CAP, type ListTotal } from './count-cap';
import { prepared } from './prepared-statements';

export interface ClientListQuery {
  page: number;
  perPage: number;
  statuses: ClientStatus[];
  sources: ClientSource[];
  search?: string;
}

/** The whole book per status, from the counters the triggers keep (never a count of clients). */
export interface ClientBook {
  counts: Map<ClientStatus, number>;
  clients: number;
  balance: string;
}

export function clientsRepository(db: Queryable) {
  const bookStatement = () =>
    prepared(db, 'clients_book', (name) =>
      db
        .select({
          status: clientStats.status,
          count: sql<number>`sum(${clientStats.clientsCount})`.mapWith(Number),
          balance: sql<string>`(sum(sum(${clientStats.balanceSum})) over ())::numeric(18, 2)::text`,
        })
        .from(clientStats)
        .groupBy(clientStats.status)
        .prepare(name),
    );

  function buildRows(filter: ClientFilter, name: string) {
    return db
      .select({
        id: clients.id,
        name: clients.name,
        code: clients.code,
        phone1: clients.phone1,
        balance: clients.balance,
        status: clients.status,
        source: clients.source,
        nationalId: clients.nationalId,
        title: clients.title,
        creator: users.name,
        updatedAt: clients.updatedAt,
        isSubmitted: clients.isSubmitted,
      })
      .from(clients)
      .leftJoin(users, eq(users.id, clients.createdBy))
      .where(filter.where)
      .orderBy(desc(clients.createdAt), desc(clients.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  }

  /**
   * Counts at most COUNT_CAP + 1 matches, so that even a search matching most of the book
   * reads a bounded number of rows. A short prefix reads them from the name-prefix index
   * alone. Other searches walk the list's own order: left unordered, the planner would
   * scan the table for a common fragment, which is cheap only until the guess is wrong.
   */
  function buildCount(filter: ClientFilter, name: string) {
    const matches = db.select({ id: clients.id }).from(clients).where(filter.where);
    const bounded = (filter.search?.kind === 'name_prefix' ? matches : matches.orderBy(desc(clients.createdAt), desc(clients.id))).limit(COUNT_CAP + 1);
    return db.select({ count: count() }).from(bounded.as('matches')).prepare(name);
  }

  async function countMatches(filter: ClientFilter): Promise<number> {
    const [row] = await prepared(db, `clients_count_${filter.shape}`, (name) => buildCount(filter, name)).execute(filter.params);
    return row!.count;
  }

  /**
   * Without a search the counters answer at once; a source filter then counts the
   * self-onboarded clients, the few, and staff clients are the rest.
   */
  async function total(query: Omit<ClientListQuery, 'page' | 'perPage'>, filter: ClientFilter, book: ClientBook): Promise<ListTotal> {
    if (filter.search) return cappedTotal(await countMatches(filter));
    const all = query.statuses.length === 0 ? book.clients : query.statuses.reduce((sum, status) => sum + (book.counts.get(status) ?? 0), 0);
    const wanted = new Set(query.sources);
    if (wanted.size === 0 || wanted.size === CLIENT_SOURCES.length) return { total: all, capped: false };
    const [row] = await db
      .select({ count: count() })
      .from(clients)
      .where(and(query.statuses.length > 0 ? inArray(clients.status, query.statuses) : undefined, eq(clients.source, 'self_onboarding')));
    const selfOnboarded = row!.count;
    return { total: wanted.has('self_onboarding') ? selfOnboarded : all - selfOnboarded, capped: false };
  }

  return {
    async book(): Promise<ClientBook> {
      const rows = await bookStatement().execute();
      return {
        counts: new Map(rows.map((row) => [row.status, row.count])),
        clients: rows.reduce((sum, row) => sum + row.count, 0),
        balance: rows[0]?.balance ?? '0.00',
      };
    },

    async list(query: ClientListQuery, book: ClientBook) {
      const filter = clientFilter(query.statuses, query.search, query.sources);
      const rowsStatement = prepared(db, `clients_list_${filter.shape}`, (name) => buildRows(filter, name));
      const [rows, listTotal] = await Promise.all([
        rowsStatement.execute({ ...filter.params, limit: query.perPage, offset: (query.page - 1) * query.perPage }),
        total(query, filter, book),
      ]);
      return { rows, ...listTotal };
    },

    /** The code the next client will get, without consuming the sequence. */
    async peekNextCode(): Promise<string> {
      const result = await db.execute<{ code: string }>(
        sql`select format_client_code(case when is_called then last_value + 1 else last_value end) as code from client_code_seq`,
      );
      return result.rows[0]!.code;
    },
  };
}
