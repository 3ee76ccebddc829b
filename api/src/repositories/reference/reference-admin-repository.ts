import type { ReferenceItem, ReferenceList } from '@back-office/shared/contract';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { areas, limitRequestDocumentTypes, limitRequestTypes, type DocumentKind } from '../../db/schema';
import { LISTS } from '../../reference-admin/reference-lists';

/** A row as written: the names, and the parent or extra field when the list has one. */
export interface ReferenceValues {
  nameAr: string;
  nameEn: string;
  parentId?: number;
  employmentTypeId?: number | null;
  kind?: DocumentKind;
}

export interface ListFilter {
  q?: string;
  active?: boolean;
  parentId?: number;
  page: number;
  perPage: number;
}

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Issue 17: the admin's view of the reference lists: every item, active or not, with both names.
 * Pickers read through reference-repository.ts instead (active items only, cached).
 */
export function referenceAdminRepository(db: Queryable) {
  const columns = (list: ReferenceList) => {
    const { table, parent, extra } = LISTS[list];
    return {
      id: table.id,
      nameAr: table.nameAr,
      nameEn: table.nameEn,
      active: table.active,
      ...(parent && { parentId: parent.column }),
      ...(extra === 'kind' && { kind: limitRequestDocumentTypes.kind }),
      ...(extra === 'employment_type_id' && { employmentTypeId: limitRequestTypes.employmentTypeId }),
      ...(list === 'areas' && { coversCity: areas.coversCity }),
    };
  };
  const toItem = (row: Record<string, unknown>): ReferenceItem => ({
    id: row.id as number,
    name_ar: row.nameAr as string,
    name_en: row.nameEn as string,
    active: row.active as boolean,
    ...(row.parentId !== undefined && { parent_id: row.parentId as number }),
    ...(row.kind !== undefined && { kind: row.kind as DocumentKind }),
    ...(row.employmentTypeId !== undefined && { employment_type_id: row.employmentTypeId as number | null }),
    ...(row.coversCity !== undefined && { covers_city: row.coversCity as boolean }),
  });

  return {
    async list(list: ReferenceList, filter: ListFilter): Promise<{ items: ReferenceItem[]; total: number }> {
      const { table, parent } = LISTS[list];
      const q = filter.q?.trim();
      const where = and(
        q ? or(ilike(table.nameAr, likePattern(q)), ilike(table.nameEn, likePattern(q))) : undefined,
        filter.active === undefined ? undefined : eq(table.active, filter.active),
        parent && filter.parentId !== undefined ? eq(parent.column, filter.parentId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns(list))
          .from(table)
          .where(where)
          .orderBy(asc(table.id))
          .limit(filter.perPage)
          .offset((filter.page - 1) * filter.perPage),
        db.select({ count: count() }).from(table).where(where),
      ]);
      return { items: rows.map(toItem), total: total?.count ?? 0 };
    },

    async find(list: ReferenceList, id: number): Promise<ReferenceItem | undefined> {
      const { table } = LISTS[list];
      const [row] = await db.select(columns(list)).from(table).where(eq(table.id, id));
      return row && toItem(row);
    },

    /** Whether another item of the list (under the same parent) already has this name; English without case. */
    async nameTaken(list: ReferenceList, field: 'name_ar' | 'name_en', name: string, parentId?: number, exceptId?: number) {
      const { table, parent } = LISTS[list];
      const match: SQL = field === 'name_ar' ? eq(table.nameAr, name) : sql`lower(${table.nameEn}) = lower(${name})`;
      const where = and(
        match,
        parent && parentId !== undefined ? eq(parent.column, parentId) : undefined,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      );
      return (await db.$count(table, where)) > 0;
    },

    async insert(list: ReferenceList, values: ReferenceValues): Promise<ReferenceItem> {
      const { table } = LISTS[list];
      const [row] = await db
        .insert(table)
        .values(rowValues(list, values) as never)
        .returning(columns(list));
      return toItem(row as Record<string, unknown>);
    },

    async update(list: ReferenceList, id: number, values: Partial<ReferenceValues>): Promise<ReferenceItem | undefined> {
      const { table } = LISTS[list];
      const set = rowValues(list, values);
      if (Object.keys(set).length === 0) return this.find(list, id);
      const [row] = await db
        .update(table)
        .set(set as never)
        .where(eq(table.id, id))
        .returning(columns(list));
      return row && toItem(row as Record<string, unknown>);
    },

    async setActive(list: ReferenceList, id: number, active: boolean): Promise<ReferenceItem | undefined> {
      const { table } = LISTS[list];
      const [row] = await db
        .update(table)
        .set({ active } as never)
        .where(eq(table.id, id))
        .returning(columns(list));
      return row && toItem(row as Record<string, unknown>);
    },

    /** Every list with how many items it holds, and how many of them are active. */
    async summaries(): Promise<{ list: ReferenceList; total: number; active: number }[]> {
      return Promise.all(
        (Object.keys(LISTS) as ReferenceList[]).map(async (list) => {
          const { table } = LISTS[list];
          const [row] = await db.select({ total: count(), active: sql<number>`count(*) filter (where ${table.active})::int` }).from(table);
          return { list, total: row?.total ?? 0, active: row?.active ?? 0 };
        }),
      );
    },
  };
}

function rowValues(list: ReferenceList, values: Partial<ReferenceValues>): Record<string, unknown> {
  const { parent, extra } = LISTS[list];
  const row: Record<string, unknown> = {};
  if (values.nameAr !== undefined) row.nameAr = values.nameAr;
  if (values.nameEn !== undefined) row.nameEn = values.nameEn;
  if (parent && values.parentId !== undefined) row[parent.field] = values.parentId;
  if (extra === 'employment_type_id' && values.employmentTypeId !== undefined) row.employmentTypeId = values.employmentTypeId;
  if (extra === 'kind' && values.kind !== undefined) row.kind = values.kind;
  return row;
}
