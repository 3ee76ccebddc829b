import type { Language } from '@back-office/shared/rules';
import { asc, eq, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { limitRequestDocumentTypes, limitRequestTypes, merchants, products, relativeDegreeTypes } from '../../db/schema';
import { captureOf, type CaptureField } from './limit-request-captures';

export interface FormOptions {
  merchants: { id: number; name: string }[];
  products: { id: number; name: string; merchant_id: number }[];
  limit_request_types: { id: number; name: string; employment_type_id: number | null }[];
  relative_degree_types: { id: number; name: string }[];
  document_types: { id: number; name: string; kind: 'general' | 'verification' | 'contract'; capture: CaptureField | null }[];
}

/** On an edit: the reference ids the request holds. */
export interface Held {
  merchantId?: number;
  productId?: number;
  limitRequestTypeId?: number;
  relativeDegreeTypeId?: number;
}

/** The pick-lists of the limit-request form (SPEC §3 metadata), named in the reader's language; active items only (issue 17). */
export function limitRequestOptionsRepository(db: Queryable, language: Language) {
  const en = language === 'en';
  /** Active items, and on an edit the one the request holds even if deactivated since (issue 17). */
  const offered = (table: { id: AnyPgColumn; active: AnyPgColumn }, held: number | undefined) =>
    held === undefined ? eq(table.active, true) : or(eq(table.active, true), eq(table.id, held));
  return {
    async all(held: Held = {}): Promise<FormOptions> {
      const [merchantRows, productRows, typeRows, degreeRows, documentRows] = await Promise.all([
        db
          .select({ id: merchants.id, name: en ? merchants.nameEn : merchants.nameAr })
          .from(merchants)
          .where(offered(merchants, held.merchantId))
          .orderBy(asc(merchants.id)),
        db
          .select({ id: products.id, name: en ? products.nameEn : products.nameAr, merchant_id: products.merchantId })
          .from(products)
          .where(offered(products, held.productId))
          .orderBy(asc(products.id)),
        db
          .select({
            id: limitRequestTypes.id,
            name: en ? limitRequestTypes.nameEn : limitRequestTypes.nameAr,
            employment_type_id: limitRequestTypes.employmentTypeId,
          })
          .from(limitRequestTypes)
          .where(offered(limitRequestTypes, held.limitRequestTypeId))
          .orderBy(asc(limitRequestTypes.id)),
        db
          .select({ id: relativeDegreeTypes.id, name: en ? relativeDegreeTypes.nameEn : relativeDegreeTypes.nameAr })
          .from(relativeDegreeTypes)
          .where(offered(relativeDegreeTypes, held.relativeDegreeTypeId))
          .orderBy(asc(relativeDegreeTypes.id)),
        db
          .select()
          .from(limitRequestDocumentTypes)
          .where(eq(limitRequestDocumentTypes.active, true))
          .orderBy(asc(limitRequestDocumentTypes.id)),
      ]);
      return {
        merchants: merchantRows,
        products: productRows,
        limit_request_types: typeRows,
        relative_degree_types: degreeRows,
        document_types: documentRows.map((type) => ({
          id: type.id,
          name: en ? type.nameEn : type.nameAr,
          kind: type.kind,
          capture: captureOf(type),
        })),
      };
    },
  };
}
