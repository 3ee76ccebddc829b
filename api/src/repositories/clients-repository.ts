import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { clients, clientStats, users, type ClientStatus } from '../db/schema';
import { clientFilter } from './client-search';

export interface ClientListQuery {
  page: number;
  perPage: number;
  statuses: ClientStatus[];
  search?: string;
}

export function clientsRepository(db: Queryable) {
  async function count(where: SQL | undefined, statuses: ClientStatus[]): Promise<number> {
    // Without a search, the per-status counters answer at once; a search counts the
    // rows its index finds.
    if (where) return db.$count(clients, where);
    const stats = await db.select().from(clientStats);
    return stats.filter((row) => statuses.length === 0 || statuses.includes(row.status)).reduce((sum, row) => sum + row.clientsCount, 0);
  }

  return {
    async list({ page, perPage, statuses, search }: ClientListQuery) {
      const { byStatus, bySearch } = clientFilter(statuses, search);
      const rows = await db
        .select({
          id: clients.id,
          name: clients.name,
          code: clients.code,
          phone1: clients.phone1,
          balance: clients.balance,
          status: clients.status,
          nationalId: clients.nationalId,
          title: clients.title,
          creator: users.name,
          updatedAt: clients.updatedAt,
          isSubmitted: clients.isSubmitted,
        })
        .from(clients)
        .leftJoin(users, eq(users.id, clients.createdBy))
        .where(and(byStatus, bySearch))
        .orderBy(desc(clients.createdAt), desc(clients.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const total = await count(bySearch && and(byStatus, bySearch), statuses);
      return { rows, total };
    },

    /** Whole-book figures for the tiles, from the trigger-maintained counters. */
    /** Clients per status, from the counters the triggers keep. */
    async statusCounts(): Promise<Map<ClientStatus, number>> {
      const rows = await db.select({ status: clientStats.status, count: clientStats.clientsCount }).from(clientStats);
      return new Map(rows.map((row) => [row.status, row.count]));
    },

    async stats() {
      const [totals] = await db
        .select({
          clients: sql<number>`coalesce(sum(${clientStats.clientsCount}), 0)`.mapWith(Number),
          balance: sql<string>`coalesce(sum(${clientStats.balanceSum}), 0)::numeric(18, 2)::text`,
        })
        .from(clientStats);
      return totals!;
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
