import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clients, users, type ClientStatus } from '../../db/schema';
import { clientFilter } from './client-search';

export interface ClientExportQuery {
  statuses: ClientStatus[];
  search?: string;
}

/** Rows per query: large enough to be quick, small enough to hold in memory. */
export const EXPORT_BATCH = 1000;

/** The list's rows for a CSV file, walked by id (keyset), never by OFFSET. */
export function clientExportRepository(db: Queryable) {
  return {
    /** How many rows `rows` would yield, counting no further than `limit` (issue 16: the export cap). */
    async countUpTo({ statuses, search }: ClientExportQuery, limit: number): Promise<number> {
      const filter = clientFilter(statuses, search);
      // In id order, as `rows` walks them: the primary key's index answers, never a scan of the table.
      const matched = db.select({ id: clients.id }).from(clients).where(filter.where).orderBy(asc(clients.id)).limit(limit).as('matched');
      const [row] = await db.select({ rows: count() }).from(matched).execute(filter.params);
      return row?.rows ?? 0;
    },

    async *rows({ statuses, search }: ClientExportQuery, batchSize = EXPORT_BATCH) {
      const filter = clientFilter(statuses, search);
      for (let afterId = 0; ;) {
        const batch = await db
          .select({
            id: clients.id,
            code: clients.code,
            name: clients.name,
            nationalId: clients.nationalId,
            phone1: clients.phone1,
            phone2: clients.phone2,
            status: clients.status,
            balance: clients.balance,
            title: clients.title,
            creator: users.name,
            isSubmitted: clients.isSubmitted,
            createdAt: clients.createdAt,
          })
          .from(clients)
          .leftJoin(users, eq(users.id, clients.createdBy))
          .where(and(filter.where, gt(clients.id, afterId)))
          .orderBy(asc(clients.id))
          .limit(batchSize)
          .execute(filter.params);
        yield* batch;
        if (batch.length < batchSize) return;
        afterId = batch[batch.length - 1]!.id;
      }
    },
  };
}
