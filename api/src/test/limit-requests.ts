import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  limitRequestActions,
  limitRequestDocumentTypes,
  limitRequests,
  limitRequestTypes,
  merchantBranches,
  products,
  relativeDegreeTypes,
  type LimitRequest,
  type LimitRequestActionKey,
  type NewLimitRequest,
} from '../db/schema';

let serial = 0;

/** A valid limit request on the first seeded merchant, product and branch. */
export async function insertLimitRequest(
  app: FastifyInstance,
  values: Pick<NewLimitRequest, 'clientId'> & Partial<NewLimitRequest>,
): Promise<LimitRequest> {
  serial += 1;
  const { db } = app;
  const [product] = await db.select().from(products).orderBy(asc(products.id)).limit(1);
  const [branch] = await db.select().from(merchantBranches).where(eq(merchantBranches.merchantId, product!.merchantId)).limit(1);
  const [type] = await db.select().from(limitRequestTypes).limit(1);
  const [degree] = await db.select().from(relativeDegreeTypes).limit(1);
  const [row] = await db
    .insert(limitRequests)
    .values({
      code: `LR-T${String(serial).padStart(6, '0')}`,
      limitRequestTypeId: type!.id,
      requestedLimit: '20000.00',
      tenure: 12,
      merchantId: product!.merchantId,
      productId: product!.id,
      merchantBranchId: branch!.id,
      relativeName: 'محمود علي',
      relativeMobileNumber: '01112345678',
      relativeDegreeTypeId: degree!.id,
      ...values,
    })
    .returning();
  return row!;
}

/** The id the API gives each workflow action. */
export async function actionIds(app: FastifyInstance): Promise<Record<LimitRequestActionKey, number>> {
  const rows = await app.db.select().from(limitRequestActions);
  return Object.fromEntries(rows.map((row) => [row.coreFunctionKey, row.id])) as Record<LimitRequestActionKey, number>;
}

export async function documentTypeOfKind(app: FastifyInstance, kind: 'general' | 'contract' | 'verification'): Promise<number> {
  const [row] = await app.db.select().from(limitRequestDocumentTypes).where(eq(limitRequestDocumentTypes.kind, kind)).limit(1);
  return row!.id;
}
