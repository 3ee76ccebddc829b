import type { Language } from '@back-office/shared/rules';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import {
  areas,
  cities,
  clientDocumentTypes,
  documentRequestReasons,
  companySectors,
  employmentTypes,
  governorates,
  leadCompanies,
  limitRequestDocumentTypes,
  type DocumentKind,
} from '../../db/schema';
import { prepared } from '../sql/prepared-statements';
import { cachedReference } from './reference-cache';

type NamedTable = PgTable & { id: AnyPgColumn; nameAr: AnyPgColumn; nameEn: AnyPgColumn; active: AnyPgColumn };

export interface PickOption {
  id: number;
  name: string;
}

/** Pick-list rows named in the reader's language: for new records, only the active ones (issue 17). */
export function referenceRepository(db: Queryable, language: Language, scope: 'active' | 'every' = 'active') {
  /**
   * `list` names the statement: one per list and language, its filter (if any) a `parent`
   * placeholder. `every`: deactivated items too, to name what records already hold.
   */
  const options = (list: string, table: NamedTable, where?: SQL, parent?: number | string, all = false): Promise<PickOption[]> => {
    const every = all || scope === 'every';
    const key = `${list}_${language}${every ? '_every' : ''}`;
    return cachedReference(
      db,
      `${key}_${parent ?? ''}`,
      () =>
        prepared(db, `reference_${key}`, (name) =>
          db
            .select({ id: table.id, name: language === 'en' ? table.nameEn : table.nameAr })
            .from(table)
            .where(every ? where : and(where, eq(table.active, true)))
            .orderBy(asc(table.id))
            .prepare(name),
        ).execute({ parent }) as Promise<PickOption[]>,
    );
  };
  const parent = sql.placeholder('parent');

  return {
    governorates: () => options('governorates', governorates),
    cities: (governorateId: number) => options('cities', cities, eq(cities.governorateId, parent), governorateId),
    areas: (cityId: number) => options('areas', areas, eq(areas.cityId, parent), cityId),
    /** Every city and area, to name the ones a client's history refers to (issue 15). */
    allCities: () => options('all_cities', cities, undefined, undefined, true),
    allAreas: () => options('all_areas', areas, undefined, undefined, true),
    employmentTypes: () => options('employment_types', employmentTypes),
    companySectors: () => options('company_sectors', companySectors),
    leadCompanies: () => options('lead_companies', leadCompanies),
    clientDocumentTypes: () => options('client_document_types', clientDocumentTypes),
    limitRequestDocumentTypes: (kind: DocumentKind) =>
      options(`limit_request_document_types_${kind}`, limitRequestDocumentTypes, eq(limitRequestDocumentTypes.kind, parent), kind),
    /** Issue 19: why staff ask an applicant for a document again. */
    documentRequestReasons: () => options('document_request_reasons', documentRequestReasons),
  };
}

export const CHECKED_TABLES = { employmentTypes, companySectors, leadCompanies, governorates, cities, areas, clientDocumentTypes };
export type CheckedTable = keyof typeof CHECKED_TABLES;

/**
 * Existence and parentage of reference ids a form refers to. The tables are small (a few
 * hundred rows) and change rarely, so each is held whole (see reference-cache.ts) and a
 * form's checks cost no round trip.
 */
export function referenceLookupsRepository(db: Queryable) {
  const parents = (key: string, load: () => Promise<{ id: number; parent: number }[]>) =>
    cachedReference(db, `lookup_${key}`, async () => new Map((await load()).map((row) => [row.id, row.parent])));

  return {
    /** Every id of `table`. */
    ids(table: CheckedTable): Promise<ReadonlySet<number>> {
      const source = CHECKED_TABLES[table];
      return cachedReference(
        db,
        `lookup_ids_${table}`,
        async () => new Set((await db.select({ id: source.id }).from(source)).map((row) => row.id)),
      );
    },

    /** The ids of `table` an administrator has deactivated (issue 17). */
    inactiveIds(table: CheckedTable): Promise<ReadonlySet<number>> {
      const source = CHECKED_TABLES[table];
      return cachedReference(
        db,
        `lookup_inactive_${table}`,
        async () => new Set((await db.select({ id: source.id }).from(source).where(eq(source.active, false))).map((row) => row.id)),
      );
    },

    /** city id → its governorate id, for every city. */
    cityParents(): Promise<ReadonlyMap<number, number>> {
      return parents('city_parents', () => db.select({ id: cities.id, parent: cities.governorateId }).from(cities));
    },

    /** area id → its city id, for every area. */
    areaParents(): Promise<ReadonlyMap<number, number>> {
      return parents('area_parents', () => db.select({ id: areas.id, parent: areas.cityId }).from(areas));
    },

    async isDocumentTypeOfKind(id: number, kind: DocumentKind): Promise<boolean> {
      return (
        (await db.$count(limitRequestDocumentTypes, and(eq(limitRequestDocumentTypes.id, id), eq(limitRequestDocumentTypes.kind, kind)))) >
        0
      );
    },

    /** SPEC §5: company name is optional for the employment type named Freelance. */
    freelanceEmploymentTypeId(): Promise<number | undefined> {
      return cachedReference(db, 'lookup_freelance', async () => {
        const [row] = await db.select({ id: employmentTypes.id }).from(employmentTypes).where(eq(employmentTypes.nameEn, 'Freelance'));
        return row?.id;
      });
    },
  };
}
