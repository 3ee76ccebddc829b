import type { Language } from '@back-office/shared/rules';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { clients, limitRequests, merchants, users } from '../../db/schema';
import { limitRequestFilter, type LimitRequestFilters } from './limit-request-search';

/** Rows per query: large enough to be quick, small enough to hold in memory. */
export const EXPORT_BATCH = 1000;

/** The list's rows for a CSV file, walked by id (keyset), never by OFFSET. */
export function limitRequestExportRepository(db: Queryable) {
  return {
    /**
     * How many rows `rows` would yield, counting no further than `limit` (issue 16: the export
     * cap needs to know only whether the result is over it). Without the joins of `rows`: a
     * request's client and merchant are required references, and the filter names only requests.
     */
    async countUpTo(filters: LimitRequestFilters, limit: number): Promise<number> {
      const filter = await limitRequestFilter(db, filters);
      const matched = db
        .select({ id: limitRequests.id })
        .from(limitRequests)
        .where(filter.where)
        // In id order, as `rows` walks them: the primary key's index answers, never a scan of the table.
        .orderBy(asc(limitRequests.id))
        .limit(limit)
        .as('matched');
      const [row] = await db.select({ rows: count() }).from(matched).execute(filter.params);
      return row?.rows ?? 0;
    },

    async *rows(filters: LimitRequestFilters, language: Language, batchSize = EXPORT_BATCH) {
      const filter = await limitRequestFilter(db, filters);
      for (let afterId = 0; ;) {
        const batch = await db
          .select({
            id: limitRequests.id,
            code: limitRequests.code,
            createdAt: limitRequests.createdAt,
            clientName: clients.name,
            nationalId: clients.nationalId,
            requestStatus: limitRequests.requestStatus,
            decisionStatus: limitRequests.decisionStatus,
            requestedLimit: limitRequests.requestedLimit,
            approvedLimit: limitRequests.approvedLimit,
            tenure: limitRequests.tenure,
            merchantName: language === 'en' ? merchants.nameEn : merchants.nameAr,
            creator: users.name,
          })
          .from(limitRequests)
          .innerJoin(clients, eq(clients.id, limitRequests.clientId))
          .innerJoin(merchants, eq(merchants.id, limitRequests.merchantId))
          .leftJoin(users, eq(users.id, limitRequests.createdBy))
          .where(and(filter.where, gt(limitRequests.id, afterId)))
          .orderBy(asc(limitRequests.id))
          .limit(batchSize)
          .execute(filter.params);
        yield* batch;
        if (batch.length < batchSize) return;
        afterId = batch[batch.length - 1]!.id;
      }
    },
  };
}
