import type { Language } from '@back-office/shared/rules';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/database';
import {
  areas,
  cities,
  clientDocumentTypes,
  companySectors,
  employmentTypes,
  governorates,
  leadCompanies,
  limitRequestDocumentTypes,
  type DocumentKind,
} from '../db/schema';

type NamedTable = PgTable & { id: AnyPgColumn; nameAr: AnyPgColumn; nameEn: AnyPgColumn };

export interface PickOption {
  id: number;
  name: string;
}

/** Pick-list rows named in the reader's language. */
export function referenceRepository(db: Queryable, language: Language) {
  const options = (table: NamedTable, where?: SQL): Promise<PickOption[]> =>
    db
      .select({ id: table.id, name: language === 'en' ? table.nameEn : table.nameAr })
      .from(table)
      .where(where)
      .orderBy(asc(table.id)) as Promise<PickOption[]>;

  return {
    governorates: () => options(governorates),
    cities: (governorateId: number) => options(cities, eq(cities.governorateId, governorateId)),
    areas: (cityId: number) => options(areas, eq(areas.cityId, cityId)),
    employmentTypes: () => options(employmentTypes),
    companySectors: () => options(companySectors),
    leadCompanies: () => options(leadCompanies),
    clientDocumentTypes: () => options(clientDocumentTypes),
    limitRequestDocumentTypes: (kind: DocumentKind) => options(limitRequestDocumentTypes, eq(limitRequestDocumentTypes.kind, kind)),
  };
}
