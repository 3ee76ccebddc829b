import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { CLIENT_SOURCES, clients, clientStats, users, type ClientSource, type ClientStatus } from '../db/schema';
import { clientFilter } from './client-search';

export interface ClientListQuery {
  page: number;
  perPage: number;
  statuses: ClientStatus[];
  sources: ClientSource[];
  search?: string;
}

export function clientsRepository(db: Queryable) {
  async function countByStatus(statuses: ClientStatus[]): Promise<number> {
    const stats = await db.select().from(clientStats);
    return stats.filter((row) => statuses.length === 0 || statuses.includes(row.status)).reduce((sum, row) => sum + row.clientsCount, 0);
  }

  /**
   * A search counts the rows its index finds. Otherwise the per-status counters answer
   * at once; a source filter then counts the self-onboarded clients, the few, through
   * their index, and staff clients are the rest.
   */
  async function count({ statuses, sources, search }: Omit<ClientListQuery, 'page' | 'perPage'>): Promise<number> {
    const { byStatus, bySearch, bySource } = clientFilter(statuses, search, sources);
    if (bySearch) return db.$count(clients, and(byStatus, bySearch, bySource));
    const all = await countByStatus(statuses);
    const wanted = new Set(sources);
    if (wanted.size === 0 || wanted.size === CLIENT_SOURCES.length) return all;
    const selfOnboarded = await db.$count(clients, and(byStatus, eq(clients.source, 'self_onboarding')));
    return wanted.has('self_onboarding') ? selfOnboarded : all - selfOnboarded;
  }

  return {
    async list({ page, perPage, statuses, sources, search }: ClientListQuery) {
      const { byStatus, bySearch, bySource } = clientFilter(statuses, search, sources);
      const rows = await db
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
        .where(and(byStatus, bySearch, bySource))
        .orderBy(desc(clients.createdAt), desc(clients.id))
        .limit(perPage)
        .offset((page - 1) * perPage);
      const total = await count({ statuses, sources, search });
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
