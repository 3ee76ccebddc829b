import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { areas, cities, governorates } from '../db/schema';
import { phpMyAdminRows, readDataFile, type Named } from './data-files';

/** The source data set spells these governorates in non-standard ways. */
const SPELLING_FIXES: Record<string, string> = {
  الأسكندرية: 'الإسكندرية',
  اسوان: 'أسوان',
  الإسماعلية: 'الإسماعيلية',
};

const fixSpelling = (name: string) => SPELLING_FIXES[name] ?? name;

/** Rows were inserted with the data set's ids; later rows must not collide with them. */
async function syncIdentity(db: Queryable, table: string): Promise<void> {
  await db.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`);
}

export async function seedGeography(db: Queryable): Promise<void> {
  const governorateRows = phpMyAdminRows('governorates.json').map((row) => ({
    id: Number(row.id),
    nameAr: fixSpelling(String(row.governorate_name_ar)),
    nameEn: String(row.governorate_name_en),
  }));
  await db.insert(governorates).values(governorateRows);
  const cityRows = phpMyAdminRows('cities.json').map((row) => ({
    id: Number(row.id),
    governorateId: Number(row.governorate_id),
    nameAr: fixSpelling(String(row.city_name_ar)),
    nameEn: String(row.city_name_en),
  }));
  await db.insert(cities).values(cityRows);
  await syncIdentity(db, 'governorates');
  await syncIdentity(db, 'cities');
  await seedAreas(db);
}

/**
 * areas.json names a city by its English name, or "city, governorate" where two governorates
 * have a city of that name (Sheikh Zayed is in Giza and in Ismailia).
 */
async function cityNamed(db: Queryable, key: string): Promise<number> {
  const [cityName, governorateName] = key.split(', ');
  const found = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(governorates, eq(governorates.id, cities.governorateId))
    .where(and(eq(cities.nameEn, cityName!), governorateName === undefined ? undefined : eq(governorates.nameEn, governorateName)));
  if (found.length !== 1) throw new Error(`areas.json names ${found.length === 0 ? 'an unknown' : 'an ambiguous'} city: ${key}`);
  return found[0]!.id;
}

/** No public data set lists areas; a small real set covers the largest districts. */
async function seedAreas(db: Queryable): Promise<void> {
  const byCity = readDataFile<Record<string, Named[]>>('reference', 'areas.json');
  for (const [key, names] of Object.entries(byCity)) {
    const cityId = await cityNamed(db, key);
    await db.insert(areas).values(names.map((name) => ({ cityId, nameAr: name.ar, nameEn: name.en })));
  }
  await db.execute(WHOLE_CITY_AREAS);
}

/**
 * SPEC keeps the area required, so every city must offer one (issue 15, defect 1): where no finer
 * areas are on record, one area covering the whole city, named as the city is. Migration 0011 runs
 * the same statement on databases seeded before; an admin's import of real areas replaces it later.
 */
export const WHOLE_CITY_AREAS = sql`
  insert into ${areas} (city_id, name_ar, name_en, covers_city)
  select c.id, c.name_ar, c.name_en, true from ${cities} c
  where not exists (select 1 from ${areas} a where a.city_id = c.id)`;
