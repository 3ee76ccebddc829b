import { getTableName } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import {
  clientDocumentTypes,
  companySectors,
  employmentTypes,
  leadCompanies,
  limitRequestDocumentTypes,
  limitRequestTypes,
  merchantBranches,
  merchants,
  products,
  relativeDegreeTypes,
  type DocumentKind,
} from '../db/schema';
import { readDataFile, type Named } from './data-files';

interface Lookups {
  employment_types: Named[];
  company_sectors: Named[];
  lead_companies: Named[];
  client_document_types: Named[];
  limit_request_document_types: (Named & { kind: DocumentKind })[];
  limit_request_types: (Named & { employment: string })[];
  relative_degree_types: Named[];
}

interface MerchantSeed extends Named {
  branches: Named[];
  products: Named[];
}

const names = (rows: Named[]) => rows.map((row) => ({ nameAr: row.ar, nameEn: row.en }));

/** Pick-lists and merchants with their branches and products. */
export async function seedLookups(db: Queryable): Promise<void> {
  const data = readDataFile<Lookups>('reference', 'lookups.json');
  for (const table of [employmentTypes, companySectors, leadCompanies, clientDocumentTypes, relativeDegreeTypes]) {
    await db.insert(table).values(names(data[getTableName(table) as keyof Lookups]));
  }
  const documentTypes = data.limit_request_document_types.map((row) => ({ nameAr: row.ar, nameEn: row.en, kind: row.kind }));
  await db.insert(limitRequestDocumentTypes).values(documentTypes);
  const employment = await db.select({ id: employmentTypes.id, nameEn: employmentTypes.nameEn }).from(employmentTypes);
  const requestTypes = data.limit_request_types.map((row) => ({
    nameAr: row.ar,
    nameEn: row.en,
    employmentTypeId: employment.find((type) => type.nameEn === row.employment)?.id ?? null,
  }));
  await db.insert(limitRequestTypes).values(requestTypes);
  await seedMerchants(db);
}

async function seedMerchants(db: Queryable): Promise<void> {
  for (const merchant of readDataFile<MerchantSeed[]>('reference', 'merchants.json')) {
    const [row] = await db.insert(merchants).values({ nameAr: merchant.ar, nameEn: merchant.en }).returning({ id: merchants.id });
    if (!row) throw new Error(`merchant ${merchant.en} was not stored`);
    const owned = (items: Named[]) => names(items).map((item) => ({ ...item, merchantId: row.id }));
    await db.insert(merchantBranches).values(owned(merchant.branches));
    await db.insert(products).values(owned(merchant.products));
  }
}
