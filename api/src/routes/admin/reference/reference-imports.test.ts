import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../db/schema';
import { signedIn } from '../../../test/fixtures';
import { backends, useTestApp } from '../../../test/test-app';

const BOM = '\uFEFF';
const MINYA = 219;

describe.each(backends())('reference CSV imports ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  const post = async (url: string, csv: string, language = 'en') => {
    const response = await context.app.inject({
      method: 'POST',
      url,
      payload: { csv },
      headers: { ...headers, 'accept-language': language },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const pickedAreas = async () =>
    (await context.app.inject({ method: 'GET', url: `/api/areas?city_id=${MINYA}`, headers: { ...headers, 'accept-language': 'en' } }))
      .json()
      .data.areas.map((area: { name: string }) => area.name) as string[];

  beforeAll(async () => {
    headers = (await signedIn(context.app, 'admin')).headers;
  });

  it("plans a city's areas row by row (BOM, semicolons, Arabic) without writing, then imports them and retires the whole-city area", async () => {
    const csv = `${BOM}name_ar;name_en\r\nأرض سلطان;Ard Sultan\r\nالشيخ فضل;Sheikh Fadl\r\n`;
    const dry = await post(`/api/admin/reference/areas/import/${MINYA}?dry_run=true`, csv);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toEqual({
      dry_run: true,
      created: 2,
      errors: 0,
      retired: true,
      rows: [
        { line: 2, name_ar: 'أرض سلطان', name_en: 'Ard Sultan', action: 'create', errors: [] },
        { line: 3, name_ar: 'الشيخ فضل', name_en: 'Sheikh Fadl', action: 'create', errors: [] },
      ],
    });
    expect(await pickedAreas()).toEqual(['Minya']);

    const done = await post(`/api/admin/reference/areas/import/${MINYA}`, csv);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Imported: 2 new items');
    expect(done.body.data).toMatchObject({ dry_run: false, created: 2, retired: true });
    expect(await pickedAreas()).toEqual(['Ard Sultan', 'Sheikh Fadl']);
    const [entry] = await context.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reference_imported'), eq(auditLog.recordId, 'areas')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toEqual({ list: 'areas', created: 2, updated: 0, retired: true, parent_id: MINYA });

    // Again: the same rows are unchanged.
    const again = await post(`/api/admin/reference/areas/import/${MINYA}?dry_run=true`, csv);
    expect(again.body.data.rows.map((row: { action: string }) => row.action)).toEqual(['unchanged', 'unchanged']);
  });

  it('refuses the whole file when a row is wrong, naming each line, in Arabic by default', async () => {
    const city = 220;
    const before = await context.app.db.$count(auditLog);
    const csv = 'name_ar,name_en\nحي جديد,New District\n,Missing Arabic\nحي جديد,Another\n';
    const dry = await post(`/api/admin/reference/areas/import/${city}?dry_run=true`, csv, 'ar');
    expect(dry.body.data.errors).toBe(2);
    expect(dry.body.data.rows[1]).toMatchObject({ line: 3, action: 'error', errors: ['name_ar: هذا الحقل مطلوب'] });
    expect(dry.body.data.rows[2]).toMatchObject({ line: 4, action: 'error', errors: ['هذا الاسم مكرر في الملف (السطر ٢)'] });
    const refused = await post(`/api/admin/reference/areas/import/${city}`, csv, 'ar');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('لم يتم استيراد أي صف: صحح الأخطاء ثم أعد المحاولة');
    expect(refused.body.errors.csv).toEqual(['السطر ٣: name_ar: هذا الحقل مطلوب', 'السطر ٤: هذا الاسم مكرر في الملف (السطر ٢)']);
    const [names] = (await context.app.inject({ method: 'GET', url: `/api/admin/reference/areas?parent_id=${city}&q=New`, headers })).json()
      .data;
    expect(names).toBeUndefined();
    expect(await context.app.db.$count(auditLog)).toBe(before);
  });

  it.each([
    ['a binary file', 'PK\u0003\u0004\u0000\u0000', 'The file must be a CSV file'],
    ['the wrong columns', 'name,english\nا,b\n', 'The file must have the columns: name_ar, name_en'],
    ['only a header', 'name_ar,name_en\n', 'The file has no rows'],
  ])('refuses %s with a translated error', async (_what, csv, message) => {
    const { status, body } = await post('/api/admin/reference/areas/import/221', csv);
    expect(status).toBe(422);
    expect(body.errors).toEqual({ csv: [message] });
  });

  it('imports merchants with their branches: dry run per row, then all of them', async () => {
    const csv = [
      `${BOM}merchant_name_ar,merchant_name_en,branch_name_ar,branch_name_en`,
      'النيل للإلكترونيات,Nile Electronics,فرع مدينة نصر,Nasr City Branch',
      'النيل للإلكترونيات,Nile Electronics,فرع الزمالك,Zamalek Branch',
      '"الواحة, للتجارة",Oasis Trading,فرع أسيوط,Assiut Branch',
      'الواحة للتجارة,OASIS TRADING,فرع أسيوط,Assiut Branch',
    ].join('\r\n');
    const dry = await post('/api/admin/reference/merchants/import?dry_run=true', csv);
    expect(dry.status).toBe(200);
    const rows = dry.body.data.rows as { line: number; action: string; branch_action: string; errors: string[] }[];
    expect(rows.map((row) => [row.line, row.action, row.branch_action])).toEqual([
      [2, 'unchanged', 'unchanged'],
      [3, 'unchanged', 'create'],
      [4, 'create', 'create'],
      [5, 'error', 'error'],
    ]);
    expect(rows[3]!.errors).toEqual(['merchant: This name is already used in this list']);
    expect((await post('/api/admin/reference/merchants/import', csv)).status).toBe(422);

    const valid = csv.split('\r\n').slice(0, 4).join('\r\n');
    const done = await post('/api/admin/reference/merchants/import', valid);
    expect(done.status).toBe(200);
    expect(done.body.data.created).toBe(3);
    const oasis = (await context.app.inject({ method: 'GET', url: '/api/admin/reference/merchants?q=Oasis', headers })).json().data[0];
    expect(oasis).toMatchObject({ name_ar: 'الواحة, للتجارة', name_en: 'Oasis Trading', active: true });
    const branches = (
      await context.app.inject({ method: 'GET', url: `/api/admin/reference/merchant-branches?parent_id=${oasis.id}`, headers })
    ).json().data;
    expect(branches).toEqual([expect.objectContaining({ name_en: 'Assiut Branch' })]);
  });
});
