import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { CLIENT_SOURCES, type ClientSource, type ClientStatus } from '../../db/schema';
import { cappedTotal, type ListTotal } from '../sql/count-cap';
import { prepared } from '../sql/prepared-statements';
import { clientFilter, type ClientFilter } from './client-search';
import { buildListStatement, type ListCounting } from './clients-list-statement';

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

/** Without a search the counters answer: the book's, or for a filter on one source that source's. */
function countingFor(filter: ClientFilter, sources: ClientSource[]): ListCounting {
  if (filter.search) return 'matches';
  const wanted = new Set(sources).size;
  return wanted === 0 || wanted === CLIENT_SOURCES.length ? 'none' : 'sources';
}

function listTotal(query: ClientListQuery, book: ClientBook, counting: ListCounting, counted: number | null): ListTotal {
  if (counting === 'matches') return cappedTotal(counted!);
  if (counting === 'sources') return { total: counted!, capped: false };
  const all = query.statuses.length === 0 ? book.clients : query.statuses.reduce((sum, status) => sum + (book.counts.get(status) ?? 0), 0);
  return { total: all, capped: false };
}

export function clientsRepository(db: Queryable) {
  return {
    /** The book, a page of rows and its total, in one round trip. */
    async list(query: ClientListQuery) {
      const filter = clientFilter(query.statuses, query.search, query.sources);
      const counting = countingFor(filter, query.sources);
      const statement = prepared(db, `clients_list_${filter.shape}_${counting}`, (name) => buildListStatement(db, filter, counting, name));
      const [result] = await statement.execute({ ...filter.params, limit: query.perPage, offset: (query.page - 1) * query.perPage });
      const counts = new Map(Object.entries(result!.counts ?? {}) as [ClientStatus, number][]);
      const book: ClientBook = { counts, clients: [...counts.values()].reduce((sum, count) => sum + count, 0), balance: result!.balance };
      const rows = result!.rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt), createdAt: new Date(row.createdAt) }));
      return { book, rows, ...listTotal(query, book, counting, result!.counted) };
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
