import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { limitRequests } from '../../db/schema';

/** The request terms and relative information the form writes. */
export interface LimitRequestRecord {
  code: string;
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
    /** New requests start `new` / `pending` at version 0 (the column defaults). */
    async insert(clientId: number, record: LimitRequestRecord, createdBy: number): Promise<{ id: number; code: string }> {
      const [row] = await db
        .insert(limitRequests)
        .values({ ...record, clientId, createdBy })
        .returning({ id: limitRequests.id, code: limitRequests.code });
      return row!;
    },

    /** The row, locked until the transaction ends, so no action moves it meanwhile. */
    async lockForUpdate(id: number) {
      const [row] = await db.select().from(limitRequests).where(eq(limitRequests.id, id)).for('update');
      return row;
    },

    /** An edit bumps the version too: an action taken on the view before it then gets 409. */
    async update(id: number, record: LimitRequestRecord): Promise<void> {
      await db
        .update(limitRequests)
        .set({ ...record, version: sql`${limitRequests.version} + 1`, updatedAt: sql`now()` })
        .where(eq(limitRequests.id, id));
    },

    async find(id: number) {
      const [row] = await db.select().from(limitRequests).where(eq(limitRequests.id, id));
      return row;
    },
  };
}
