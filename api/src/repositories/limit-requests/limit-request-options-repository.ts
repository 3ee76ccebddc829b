import type { Language } from '@back-office/shared/rules';
import { asc, eq } from 'drizzle-orm';
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

/** The pick-lists of the limit-request form (SPEC §3 metadata), named in the reader's language; active items only (issue 17). */
export function limitRequestOptionsRepository(db: Queryable, language: Language) {
  const en = language === 'en';
  return {
    async all(): Promise<FormOptions> {
      const [merchantRows, productRows, typeRows, degreeRows, documentRows] = await Promise.all([
        db
          .select({ id: merchants.id, name: en ? merchants.nameEn : merchants.nameAr })
          .from(merchants)
          .where(eq(merchants.active, true))
          .orderBy(asc(merchants.id)),
        db
          .select({ id: products.id, name: en ? products.nameEn : products.nameAr, merchant_id: products.merchantId })
          .from(products)
          .where(eq(products.active, true))
          .orderBy(asc(products.id)),
        db
          .select({
            id: limitRequestTypes.id,
            name: en ? limitRequestTypes.nameEn : limitRequestTypes.nameAr,
            employment_type_id: limitRequestTypes.employmentTypeId,
          })
          .from(limitRequestTypes)
          .where(eq(limitRequestTypes.active, true))
          .orderBy(asc(limitRequestTypes.id)),
        db
          .select({ id: relativeDegreeTypes.id, name: en ? relativeDegreeTypes.nameEn : relativeDegreeTypes.nameAr })
          .from(relativeDegreeTypes)
          .where(eq(relativeDegreeTypes.active, true))
          .orderBy(asc(relativeDegreeTypes.id)),
        db.select().from(limitRequestDocumentTypes).where(eq(limitRequestDocumentTypes.active, true)).orderBy(asc(limitRequestDocumentTypes.id)),
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
