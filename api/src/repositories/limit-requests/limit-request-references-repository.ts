import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import {
  clients,
  limitRequestDocumentTypes,
  limitRequestTypes,
  merchantBranches,
  merchants,
  products,
  relativeDegreeTypes,
  type DocumentKind,
} from '../../db/schema';
import { CAPTURE_FIELDS, CAPTURE_TYPE_NAMES, type CaptureField } from './limit-request-captures';

/** What the limit-request form's ids refer to, for the checks the rules cannot make. */
export function limitRequestReferencesRepository(db: Queryable) {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
  return {
    client: (id: number) => one(db.select({ id: clients.id, isSubmitted: clients.isSubmitted }).from(clients).where(eq(clients.id, id))),
    requestType: (id: number) =>
      one(
        db
          .select({ id: limitRequestTypes.id, active: limitRequestTypes.active })
          .from(limitRequestTypes)
          .where(eq(limitRequestTypes.id, id)),
      ),
    merchant: (id: number) => one(db.select({ id: merchants.id, active: merchants.active }).from(merchants).where(eq(merchants.id, id))),
    product: (id: number) =>
      one(
        db.select({ id: products.id, merchantId: products.merchantId, active: products.active }).from(products).where(eq(products.id, id)),
      ),
    branch: (id: number) =>
      one(
        db
          .select({ id: merchantBranches.id, merchantId: merchantBranches.merchantId, active: merchantBranches.active })
          .from(merchantBranches)
          .where(eq(merchantBranches.id, id)),
      ),
    relativeDegree: (id: number) =>
      one(
        db
          .select({ id: relativeDegreeTypes.id, active: relativeDegreeTypes.active })
          .from(relativeDegreeTypes)
          .where(eq(relativeDegreeTypes.id, id)),
      ),

    /** document type id → its kind, for the ids that exist. */
    async documentKinds(ids: number[]): Promise<Map<number, DocumentKind>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: limitRequestDocumentTypes.id, kind: limitRequestDocumentTypes.kind })
        .from(limitRequestDocumentTypes)
        .where(inArray(limitRequestDocumentTypes.id, ids));
      return new Map(rows.map((row) => [row.id, row.kind]));
    },

    /** The verification type each camera capture is stored as. */
    async captureTypeIds(): Promise<Partial<Record<CaptureField, number>>> {
      const rows = await db
        .select({ id: limitRequestDocumentTypes.id, nameEn: limitRequestDocumentTypes.nameEn })
        .from(limitRequestDocumentTypes)
        .where(
          and(
            eq(limitRequestDocumentTypes.kind, 'verification'),
            inArray(limitRequestDocumentTypes.nameEn, Object.values(CAPTURE_TYPE_NAMES)),
          ),
        );
      return Object.fromEntries(
        CAPTURE_FIELDS.flatMap((field) => rows.filter((row) => row.nameEn === CAPTURE_TYPE_NAMES[field]).map((row) => [field, row.id])),
      );
    },
  };
}
