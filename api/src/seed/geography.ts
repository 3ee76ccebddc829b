import { eq, sql } from 'drizzle-orm';
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

/** No public data set lists areas; a small real set covers the largest districts. */
async function seedAreas(db: Queryable): Promise<void> {
  const byCity = readDataFile<Record<string, Named[]>>('reference', 'areas.json');
  for (const [cityName, names] of Object.entries(byCity)) {
    const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.nameEn, cityName));
    if (!city) throw new Error(`areas.json names an unknown city: ${cityName}`);
    const rows = names.map((name) => ({ cityId: city.id, nameAr: name.ar, nameEn: name.en }));
    await db.insert(areas).values(rows);
  }
}
