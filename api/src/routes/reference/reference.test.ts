import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { migrationsFolder } from '../../paths';
import { insertClient, signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

/** A city added after the seed, with no area yet: what migration 0011 finds on an older database. */
async function insertAreaFreeCity(db: Queryable): Promise<number> {
  const result = await db.execute<{ id: number }>(
    sql`insert into cities (governorate_id, name_ar, name_en) values (11, 'بلدة تجريبية', 'Test Town') returning id`,
  );
  return result.rows[0]!.id;
}

describe.each(backends())('reference data ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  const get = async (url: string, language?: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(language && { 'accept-language': language }) },
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    headers = (await signedIn(context.app)).headers;
  });

  it('seeds the 27 governorates and 396 cities with standard spellings', async () => {
    const { body } = await get('/api/clients/meta');
    expect(body.data.governorates).toHaveLength(27);
    expect(body.data.governorates).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'القاهرة' },
        { id: 3, name: 'الإسكندرية' },
        { id: 9, name: 'الإسماعيلية' },
        { id: 15, name: 'أسوان' },
      ]),
    );
    const [cities] = (await context.app.db.execute<{ count: number }>(sql`select count(*)::int as count from cities`)).rows;
    expect(cities!.count).toBe(396);
  });

  it("lists the cities of a governorate, named in the reader's language", async () => {
    const arabic = await get('/api/cities?governorate_id=2');
    expect(arabic.status).toBe(200);
    expect(arabic.body.data.cities).toEqual(
      expect.arrayContaining([
        { id: 73, name: 'الدقى' },
        { id: 84, name: 'المهندسين' },
      ]),
    );
    const english = await get('/api/cities?governorate_id=2', 'en');
    expect(english.body.data.cities).toEqual(expect.arrayContaining([{ id: 73, name: 'Dokki' }]));
    expect(english.body.data.cities).toHaveLength(arabic.body.data.cities.length);
  });

  it('lists real areas of the large districts', async () => {
    const nasrCity = await get('/api/areas?city_id=39', 'en');
    expect(nasrCity.body.data.areas.map((area: { name: string }) => area.name)).toEqual(
      expect.arrayContaining(['Abbas El Akkad', 'Makram Ebeid']),
    );
    const smouha = await get('/api/areas?city_id=109');
    expect(smouha.body.data.areas.length).toBeGreaterThan(2);
    expect((await get('/api/areas?city_id=1', 'en')).body.data.areas.map((area: { name: string }) => area.name)).toEqual(['15 May']);
  });

  // Issue 15, defect 1: 384 of 396 cities had no area, and the area is required.
  it('offers every city at least one area: where none is on record, one covering the whole city, named after it', async () => {
    const minya = await get('/api/areas?city_id=219');
    expect(minya.body.data.areas).toEqual([{ id: expect.any(Number), name: 'المنيا' }]);
    expect((await get('/api/areas?city_id=219', 'en')).body.data.areas).toEqual([{ id: minya.body.data.areas[0].id, name: 'Minya' }]);
    const [bare] = (
      await context.app.db.execute<{ count: number }>(
        sql`select count(*)::int as count from cities c where not exists (select 1 from areas a where a.city_id = c.id)`,
      )
    ).rows;
    expect(bare!.count).toBe(0);
    // Cities with real areas keep only those.
    expect((await get('/api/areas?city_id=39', 'en')).body.data.areas.map((area: { name: string }) => area.name)).not.toContain(
      'Nasr City',
    );
  });

  // Issue 15, defect 13.
  it('spells Sheikh Zayed right in English, and keeps its areas in Giza', async () => {
    const giza = await get('/api/cities?governorate_id=2', 'en');
    const names = giza.body.data.cities.map((city: { name: string }) => city.name);
    expect(names).toContain('Sheikh Zayed');
    expect(names.filter((name: string) => /cheikh/i.test(name))).toEqual([]);
    const zayed = giza.body.data.cities.find((city: { name: string }) => city.name === 'Sheikh Zayed');
    expect((await get(`/api/areas?city_id=${zayed.id}`)).body.data.areas.length).toBeGreaterThan(1);
  });

  it('migration 0011 brings a database seeded before it to the same state', async () => {
    const db = context.app.db;
    const migration = readFileSync(path.join(migrationsFolder, '0011_issue-15-areas-sorts-history.sql'), 'utf8');
    // Its data statements (the schema ones cannot run twice): the spelling fix and the whole-city areas.
    const dataStatements = migration.split('--> statement-breakpoint').filter((statement) => /^\s*--\s*Issue 15/.test(statement));
    expect(dataStatements).toHaveLength(2);
    const unused = await insertAreaFreeCity(db);
    await db.execute(sql`update cities set name_en = 'Cheikh Zayed' where id = 60`);
    for (const statement of dataStatements) await db.execute(sql.raw(statement));
    const [zayed] = (await db.execute<{ name_en: string }>(sql`select name_en from cities where id = 60`)).rows;
    expect(zayed!.name_en).toBe('Sheikh Zayed');
    expect((await get(`/api/areas?city_id=${unused}`, 'en')).body.data.areas).toEqual([{ id: expect.any(Number), name: 'Test Town' }]);
  });

  it.each([
    ['/api/cities', 'governorate_id', 'هذا الحقل مطلوب'],
    ['/api/cities?governorate_id=abc', 'governorate_id', 'القيمة غير صالحة'],
    ['/api/cities?governorate_id=0', 'governorate_id', 'القيمة غير صالحة'],
    ['/api/areas?city_id=-4', 'city_id', 'القيمة غير صالحة'],
    ['/api/areas?city_id=1.5', 'city_id', 'القيمة غير صالحة'],
  ])('%s → 422', async (url, field, message) => {
    const { status, body } = await get(url);
    expect(status).toBe(422);
    expect(body).toEqual({ message: 'البيانات المدخلة غير صالحة', errors: { [field]: [message] } });
  });

  it('GET /api/clients/meta previews the next client code and lists the pick-lists', async () => {
    const { status, body } = await get('/api/clients/meta', 'en');
    expect(status).toBe(200);
    expect(body.data.code).toMatch(/^CL-\d{6}$/);
    expect(body.data.employment_types).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: 'Freelance' }]));
    for (const list of ['company_sectors', 'lead_companies', 'client_documents']) {
      expect(body.data[list].length).toBeGreaterThan(3);
    }
    // Peeking does not use the code up: the next client gets it, and the preview moves on.
    expect((await get('/api/clients/meta')).body.data.code).toBe(body.data.code);
    const client = await insertClient(context.app);
    expect(client.code).toBe(body.data.code);
    const next = (await get('/api/clients/meta')).body.data.code;
    expect(Number(next.slice(3))).toBe(Number(body.data.code.slice(3)) + 1);
  });

  it('names Freelance عمل حر and seeds the verification document types', async () => {
    const { body } = await get('/api/clients/meta');
    expect(body.data.employment_types).toEqual(expect.arrayContaining([{ id: expect.any(Number), name: 'عمل حر' }]));
    const kinds = await context.app.db.execute<{ name_en: string; kind: string }>(
      sql`select name_en, kind from limit_request_document_types where kind <> 'general' order by id`,
    );
    expect(kinds.rows).toEqual(
      expect.arrayContaining([
        { name_en: 'ID Card (Front)', kind: 'verification' },
        { name_en: 'ID Card (Back)', kind: 'verification' },
        { name_en: 'Selfie', kind: 'verification' },
        { name_en: 'Signed Contract', kind: 'contract' },
      ]),
    );
  });
});
