import { and, eq, inArray } from 'drizzle-orm';
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

export const CHECKED_TABLES = { employmentTypes, companySectors, leadCompanies, governorates, clientDocumentTypes };
export type CheckedTable = keyof typeof CHECKED_TABLES;

/** Existence and parentage of reference ids a form refers to. */
export function referenceLookupsRepository(db: Queryable) {
  return {
    async existing(table: CheckedTable, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const source = CHECKED_TABLES[table];
      const rows = await db.select({ id: source.id }).from(source).where(inArray(source.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /** city id → its governorate id, for the cities that exist. */
    async cityParents(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: cities.id, parent: cities.governorateId }).from(cities).where(inArray(cities.id, ids));
      return new Map(rows.map((row) => [row.id, row.parent]));
    },

    /** area id → its city id, for the areas that exist. */
    async areaParents(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db.select({ id: areas.id, parent: areas.cityId }).from(areas).where(inArray(areas.id, ids));
      return new Map(rows.map((row) => [row.id, row.parent]));
    },

    async isDocumentTypeOfKind(id: number, kind: DocumentKind): Promise<boolean> {
      return (await db.$count(limitRequestDocumentTypes, and(eq(limitRequestDocumentTypes.id, id), eq(limitRequestDocumentTypes.kind, kind)))) > 0;
    },

    /** SPEC §5: company name is optional for the employment type named Freelance. */
    async freelanceEmploymentTypeId(): Promise<number | undefined> {
      const [row] = await db.select({ id: employmentTypes.id }).from(employmentTypes).where(eq(employmentTypes.nameEn, 'Freelance'));
      return row?.id;
    },
  };
}
