import { and, eq } from 'drizzle-orm';
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
import { cachedReference } from './reference-cache';

export const CHECKED_TABLES = { employmentTypes, companySectors, leadCompanies, governorates, clientDocumentTypes };
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
      return cachedReference(db, `lookup_ids_${table}`, async () => new Set((await db.select({ id: source.id }).from(source)).map((row) => row.id)));
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
      return (await db.$count(limitRequestDocumentTypes, and(eq(limitRequestDocumentTypes.id, id), eq(limitRequestDocumentTypes.kind, kind)))) > 0;
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
