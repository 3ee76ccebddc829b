import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import type { ClientSource, ClientStatus } from '../../db/schema';
import { cappedTotal, type ListTotal } from '../sql/count-cap';
import { prepared } from '../sql/prepared-statements';
import { clientFilter, type ClientFilter } from './client-search';
import { buildListStatement, type ListCounting, type ListOrder } from './clients-list-statement';

export interface ClientListQuery extends ListOrder {
  page: number;
  perPage: number;
  statuses: ClientStatus[];
  sources: ClientSource[];
  search?: string;
  /** "My clients": only those this user created (issue 15). */
  createdBy?: number;
}

/** The tiles: each status's count (without the status filter), the total and balance of what the query matches. */
export interface ClientTiles {
  counts: Map<ClientStatus, number>;
  clients: number;
  balance: string;
}

/** Only a search or "mine" reads the clients for the tiles; other filters sum the counters (statuses, sources). */
const countingFor = (filter: ClientFilter): ListCounting =>
  filter.search || filter.params.createdBy !== undefined ? 'matches' : 'counters';

export function clientsRepository(db: Queryable) {
  return {
    /** The tiles, a page of rows and its total, in one round trip. */
    async list(query: ClientListQuery) {
      const filter = clientFilter(query.statuses, query.search, query.sources, query.createdBy);
      const counting = countingFor(filter);
      const order = { sort: query.sort, direction: query.direction };
      const statement = prepared(db, `clients_list_${filter.shape}_${counting}_${order.sort}_${order.direction}`, (name) =>
        buildListStatement(db, filter, counting, order, name),
      );
      const [result] = await statement.execute({ ...filter.params, limit: query.perPage, offset: (query.page - 1) * query.perPage });
      const counts = new Map(Object.entries(result!.counts ?? {}).map(([status, count]) => [status as ClientStatus, Number(count)]));
      const wanted = query.statuses.length > 0 ? query.statuses : [...counts.keys()];
      const listed = wanted.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
      const { total, capped }: ListTotal = result!.matched ? cappedTotal(Number(result!.matched.count)) : { total: listed, capped: false };
      const tiles: ClientTiles = { counts, clients: total, balance: result!.matched?.balance ?? result!.balance };
      const rows = result!.rows.map((row) => ({ ...row, updatedAt: new Date(row.updatedAt), createdAt: new Date(row.createdAt) }));
      return { tiles, rows, total, capped };
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
