import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { limitRequests } from '../../db/schema';

/** The request terms and relative information the form writes; the code is never the form's (issue 15). */
export interface LimitRequestRecord {
  limitRequestTypeId: number;
  requestedLimit: string;
  tenure: number;
  merchantId: number;
  productId: number;
  merchantBranchId: number;
  relativeName: string;
  relativeMobileNumber: string;
  relativeDegreeTypeId: number;
}

export function limitRequestWritesRepository(db: Queryable) {
  return {
    /**
     * New requests start `new` / `pending` at version 0 (the column defaults). The code is drawn
     * from the sequence by this very statement (issue 15, defect 8): only a saved request uses one,
     * and concurrent saves each get their own.
     */
    async insert(clientId: number, record: LimitRequestRecord, createdBy: number): Promise<{ id: number; code: string }> {
      const [row] = await db
        .insert(limitRequests)
        .values({ ...record, code: sql`next_limit_request_code()`, clientId, createdBy })
        .returning({ id: limitRequests.id, code: limitRequests.code });
      return row!;
    },

    /** The row, locked until the transaction ends, so no action moves it meanwhile. */
    async lockForUpdate(id: number) {
      const [row] = await db.select().from(limitRequests).where(eq(limitRequests.id, id)).for('update');
      return row;
    },

    /**
     * An edit bumps the version too: an action taken on the view before it then gets 409. Written
     * only while the request is still at `version` (issue 16); false when another write came first.
     */
    async update(id: number, version: number, record: LimitRequestRecord): Promise<boolean> {
      const rows = await db
        .update(limitRequests)
        .set({ ...record, version: sql`${limitRequests.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(limitRequests.id, id), eq(limitRequests.version, version)))
        .returning({ id: limitRequests.id });
      return rows.length > 0;
    },

    async find(id: number) {
      const [row] = await db.select().from(limitRequests).where(eq(limitRequests.id, id));
      return row;
    },
  };
}
