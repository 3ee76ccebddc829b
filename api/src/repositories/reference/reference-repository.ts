import type { Language } from '@back-office/shared/rules';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
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
} from '../../db/schema';
import { prepared } from '../sql/prepared-statements';
import { cachedReference } from './reference-cache';

type NamedTable = PgTable & { id: AnyPgColumn; nameAr: AnyPgColumn; nameEn: AnyPgColumn };

export interface PickOption {
  id: number;
  name: string;
}

/** Pick-list rows named in the reader's language. */
export function referenceRepository(db: Queryable, language: Language) {
  /** `list` names the statement: one per list and language, its filter (if any) a `parent` placeholder. */
  const options = (list: string, table: NamedTable, where?: SQL, parent?: number | string): Promise<PickOption[]> =>
    cachedReference(db, `${list}_${language}_${parent ?? ''}`, () =>
      prepared(db, `reference_${list}_${language}`, (name) =>
        db
          .select({ id: table.id, name: language === 'en' ? table.nameEn : table.nameAr })
          .from(table)
          .where(where)
          .orderBy(asc(table.id))
          .prepare(name),
      ).execute({ parent }) as Promise<PickOption[]>,
    );
  const parent = sql.placeholder('parent');

  return {
    governorates: () => options('governorates', governorates),
    cities: (governorateId: number) => options('cities', cities, eq(cities.governorateId, parent), governorateId),
    areas: (cityId: number) => options('areas', areas, eq(areas.cityId, parent), cityId),
    employmentTypes: () => options('employment_types', employmentTypes),
    companySectors: () => options('company_sectors', companySectors),
    leadCompanies: () => options('lead_companies', leadCompanies),
    clientDocumentTypes: () => options('client_document_types', clientDocumentTypes),
    limitRequestDocumentTypes: (kind: DocumentKind) => options(`limit_request_document_types_${kind}`, limitRequestDocumentTypes, eq(limitRequestDocumentTypes.kind, parent), kind),
  };
}
