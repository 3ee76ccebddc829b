import { readdirSync } from 'node:fs';
import { translateRule } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { signedLinks } from '../../files/signed-links';
import { formReference, validFields, type FormReference } from '../../test/client-form';
import { signedIn } from '../../test/fixtures';
import { multipart, PNG, type FilePart } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

type Fields = Record<string, string | FilePart | undefined>;

describe.each(backends())('POST /api/clients/update/{id} ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let adminHeaders: Record<string, string>;
  let reference: FormReference;

  beforeAll(async () => {
    headers = (await signedIn(context.app)).headers;
    adminHeaders = (await signedIn(context.app, 'admin')).headers;
    reference = await formReference(context.app);
  });

  /** The client's version now, as the edit screen would have read it (issue 16: every edit sends it as If-Match). */
  const currentVersion = async (url: string) => {
    const id = /\/update\/(\d+)$/.exec(url)?.[1];
    const rows = id
      ? (await context.app.db.execute<{ version: number }>(sql`select version from clients where id = ${Number(id)}`)).rows
      : [];
    return String(rows[0]?.version ?? 0);
  };
  const post = async (url: string, fields: Fields, as = headers, ifMatch?: string | null) => {
    const form = multipart(fields);
    const version = ifMatch === undefined && url.includes('/update/') ? `"${await currentVersion(url)}"` : ifMatch;
    const response = await context.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...as, ...form.headers, ...(version && { 'if-match': version }) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** A stored client, its form fields and the path of its one document. */
  const created = async () => {
    const fields = validFields(reference);
    const { body } = await post('/api/clients/store', fields);
    const id: number = body.data.client.id;
    const shown = await context.app.inject({ method: 'GET', url: `/api/clients/${id}`, headers });
    const files = shown.json().data.client.client_files as { id: number; path: string }[];
    return { id, fields, files };
  };
  const keepOnly = (fields: Fields, path: string): Fields => ({
    ...fields,
    'client_documents[0][files]': undefined,
    'client_documents[0][existing_path]': path,
  });
  const attachedIds = async (id: number) =>
    (
      await context.app.db.execute<{ id: number }>(
        sql`select id from client_documents where client_id = ${id} and detached_at is null order by id`,
      )
    ).rows.map((row) => Number(row.id));

  it('updates fields, keeps a file by its path, and records the change', async () => {
    const { id, fields, files } = await created();
    const { status, body } = await post(`/api/clients/update/${id}`, {
      ...keepOnly(fields, files[0]!.path),
      title: 'مدير حسابات',
      monthly_income: undefined,
    });
    expect({ status, body }).toEqual({ status: 200, body: { message: 'تم تحديث العميل', data: { client: { id } } } });
    const [row] = (await context.app.db.execute<Record<string, unknown>>(sql`select title, monthly_income from clients where id = ${id}`))
      .rows;
    // Monthly income is read-only on edit: leaving it out keeps it.
    expect(row).toEqual({ title: 'مدير حسابات', monthly_income: '7500.00' });
    expect(await attachedIds(id)).toEqual([files[0]!.id]);
    const events = await context.app.db.execute<{ action: string; changes: unknown }>(
      sql`select action, changes from client_events where client_id = ${id} order by id`,
    );
    expect(events.rows.map((event) => event.action)).toEqual(['created', 'updated']);
    expect(events.rows[1]!.changes).toEqual([{ field: 'title', old: 'محاسب', new: 'مدير حسابات' }]);
  });

  it('detaches a file left out of the form but keeps it in storage, and attaches a new one', async () => {
    const { id, fields, files } = await created();
    const { status } = await post(`/api/clients/update/${id}`, {
      ...fields,
      'client_documents[0][files]': { name: 'photo.png', content: PNG, type: 'image/png' },
    });
    expect(status).toBe(200);
    const [attached] = await attachedIds(id);
    expect(attached).not.toBe(files[0]!.id);
    const [old] = (
      await context.app.db.execute<{ storage_key: string; detached_at: Date | null }>(
        sql`select storage_key, detached_at from client_documents where id = ${files[0]!.id}`,
      )
    ).rows;
    expect(old!.detached_at).not.toBeNull();
    expect(readdirSync(context.app.config.filesDir)).toContain(old!.storage_key);
    const [event] = (
      await context.app.db.execute<{ changes: unknown }>(
        sql`select changes from client_events where client_id = ${id} and action = 'updated'`,
      )
    ).rows;
    expect(event!.changes).toEqual([
      { field: 'client_documents', old: `#${files[0]!.id} national-id.pdf`, new: null },
      { field: 'client_documents', old: null, new: `#${attached} photo.png` },
    ]);
  });

  it('keeps a deactivated item the client holds, but refuses one chosen anew (issue 17)', async () => {
    const { id, fields, files } = await created();
    const kept = keepOnly(fields, files[0]!.path);
    const [sector] = (
      await context.app.db.execute<{ id: number }>(
        sql`select id from company_sectors where id <> ${reference.sectorId} order by id limit 1`,
      )
    ).rows;
    const deactivate = (table: 'company_sectors' | 'areas', rowId: number, active: boolean) =>
      context.app.db.execute(sql`update ${sql.identifier(table)} set active = ${active} where id = ${rowId}`);
    await deactivate('areas', reference.place.area, false);
    await deactivate('company_sectors', Number(sector!.id), false);
    try {
      // Its own area, now retired, stays on an edit that changes something else.
      expect((await post(`/api/clients/update/${id}`, { ...kept, title: 'محاسب' })).status).toBe(200);
      // A retired sector it never had is refused on the field, and nothing is written.
      const refused = await post(
        `/api/clients/update/${id}`,
        { ...kept, company_sector: String(sector!.id) },
        { ...headers, 'accept-language': 'en' },
      );
      expect(refused).toEqual({
        status: 422,
        body: expect.objectContaining({ errors: { company_sector: ['This choice is no longer available; choose another'] } }),
      });
      const [row] = (
        await context.app.db.execute<{ sector: number }>(sql`select company_sector_id as sector from clients where id = ${id}`)
      ).rows;
      expect(Number(row!.sector)).toBe(reference.sectorId);
    } finally {
      await deactivate('areas', reference.place.area, true);
      await deactivate('company_sectors', Number(sector!.id), true);
    }
  });

  it('accepts an authentic but expired link: a form may stay open for hours', async () => {
    const { id, fields, files } = await created();
    const old = signedLinks(context.app.config.fileSigningSecret!, () => Date.now() - 24 * 3600_000).pathFor(files[0]!.id);
    expect((await post(`/api/clients/update/${id}`, keepOnly(fields, old))).status).toBe(200);
    expect(await attachedIds(id)).toEqual([files[0]!.id]);
  });

  it.each<[string, (own: string, foreign: string, ownId: number) => string]>([
    [
      'a tampered signature',
      (own) => own.replace(/\.([\w-])([\w-]{42})$/, (_all, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`),
    ],
    ['another document id under the same signature', (own, _foreign, ownId) => own.replace(`/${ownId}.`, `/${ownId + 1}.`)],
    ['path traversal', () => '../../../etc/passwd'],
    ['a storage path', () => '/data/files/national-id.pdf'],
    ["another client's authentic file", (_own, foreign) => foreign],
  ])('refuses %s in existing_path with 422', async (_case, forge) => {
    const { id, fields, files } = await created();
    const other = await created();
    const { status, body } = await post(
      `/api/clients/update/${id}`,
      keepOnly(fields, forge(files[0]!.path, other.files[0]!.path, files[0]!.id)),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({ 'client_documents.0.existing_path': ['رابط الملف غير صالح'] });
    expect(await attachedIds(id)).toEqual([files[0]!.id]);
  });

  it('checks the form with the edit rules', async () => {
    const { id, fields, files } = await created();
    const { status, body } = await post(`/api/clients/update/${id}`, {
      ...keepOnly(fields, files[0]!.path),
      home_area_id: '0',
      monthly_income: '0',
    });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      home_area_id: [translateRule('ar', 'clients.addressFieldsRequired')],
      monthly_income: [translateRule('ar', 'clients.monthlyIncomePositive')],
    });
  });

  it("lets a client keep its own national ID and mobile, but not take another's", async () => {
    const first = await created();
    const second = await created();
    const { body } = await post(`/api/clients/update/${second.id}`, {
      ...keepOnly(second.fields, second.files[0]!.path),
      national_id: String(first.fields.national_id),
    });
    expect(body.errors).toEqual({ national_id: [translateRule('ar', 'clients.nationalIdTaken')] });
  });

  it('refuses a submitted client to staff (403) but not to an admin', async () => {
    const { id, fields, files } = await created();
    await context.app.inject({ method: 'GET', url: `/api/clients/submit/${id}`, headers });
    const form = keepOnly(fields, files[0]!.path);
    expect(await post(`/api/clients/update/${id}`, form)).toEqual({
      status: 403,
      body: { message: 'ليس لديك صلاحية للقيام بهذا الإجراء' },
    });
    expect((await post(`/api/clients/update/${id}`, form, adminHeaders)).status).toBe(200);
  });

  describe('the version the edit was made on (issue 16)', () => {
    const stored = async (id: number) =>
      (await context.app.db.execute<Record<string, unknown>>(sql`select title, version from clients where id = ${id}`)).rows[0];

    it('shows the version with the client and bumps it with each edit', async () => {
      const { id, fields, files } = await created();
      const shown = async () =>
        (await context.app.inject({ method: 'GET', url: `/api/clients/${id}`, headers })).json().data.client.version;
      expect(await shown()).toBe(0);
      expect((await post(`/api/clients/update/${id}`, keepOnly(fields, files[0]!.path), headers, '"0"')).status).toBe(200);
      expect(await shown()).toBe(1);
    });

    it('refuses an edit without If-Match with 428, in both languages, storing nothing', async () => {
      const { id, fields } = await created();
      const before = readdirSync(context.app.config.filesDir).length;
      const edit = { ...fields, title: 'مدير' };
      expect(await post(`/api/clients/update/${id}`, edit, headers, null)).toEqual({
        status: 428,
        body: { message: 'يجب أن يذكر التعديل نسخة السجل التي عُدِّلت (If-Match)، أعد تحميل الصفحة وحاول مرة أخرى' },
      });
      expect((await post(`/api/clients/update/${id}`, edit, { ...headers, 'accept-language': 'en' }, 'soon')).body.message).toMatch(
        /must name the version/,
      );
      expect(await stored(id)).toEqual({ title: 'محاسب', version: 0 });
      expect(readdirSync(context.app.config.filesDir)).toHaveLength(before);
    });

    it('refuses an edit made on a stale version with 409: nothing written, the uploaded file discarded', async () => {
      const { id, fields, files } = await created();
      expect((await post(`/api/clients/update/${id}`, { ...keepOnly(fields, files[0]!.path), title: 'مدير' }, headers, '"0"')).status).toBe(
        200,
      );
      const before = readdirSync(context.app.config.filesDir).length;
      const stale = await post(`/api/clients/update/${id}`, { ...fields, title: 'مراجع' }, headers, 'W/"0"');
      expect(stale).toEqual({
        status: 409,
        body: { message: 'قام مستخدم آخر بتعديل هذا العميل بعد أن فتحته، أعد التحميل واحفظ مرة أخرى' },
      });
      expect(await stored(id)).toEqual({ title: 'مدير', version: 1 });
      expect(readdirSync(context.app.config.filesDir)).toHaveLength(before);
    });

    it('lets exactly one of two simultaneous edits on the same version win', async () => {
      const { id, fields, files } = await created();
      const kept = keepOnly(fields, files[0]!.path);
      const answers = await Promise.all(
        ['مدير', 'مراجع'].map((title) => post(`/api/clients/update/${id}`, { ...kept, title }, headers, '"0"')),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const winner = answers[0]!.status === 200 ? 'مدير' : 'مراجع';
      expect(await stored(id)).toEqual({ title: winner, version: 1 });
      const events = await context.app.db.execute(sql`select id from client_events where client_id = ${id} and action = 'updated'`);
      expect(events.rows).toHaveLength(1);
    });
  });

  describe('read-only fields and limits (issue 16)', () => {
    const storedRow = async (id: number) =>
      (
        await context.app.db.execute<Record<string, unknown>>(
          sql`select code, monthly_income, nid_expired_date::text, name from clients where id = ${id}`,
        )
      ).rows[0];

    it('ignores a monthly income, a client code and an expiry date sent with an edit, as the screen shows them read-only', async () => {
      const { id, fields, files } = await created();
      const before = await storedRow(id);
      const { status } = await post(`/api/clients/update/${id}`, {
        ...keepOnly(fields, files[0]!.path),
        monthly_income: '99999',
        client_code: 'CL-999999',
        NID_expired_date: '2099-01-01',
      });
      expect(status).toBe(200);
      expect(await storedRow(id)).toEqual(before);
    });

    it('refuses an amount beyond numeric(14, 2) and a 20,000-character name with field errors, never a 500', async () => {
      const { id, fields, files } = await created();
      const huge = await post(`/api/clients/update/${id}`, {
        ...keepOnly(fields, files[0]!.path),
        monthly_income: '10000000000000',
        client_name: 'م'.repeat(20_000),
        home_address: 'ش'.repeat(251),
      });
      expect(huge).toEqual({
        status: 422,
        body: {
          message: 'البيانات المدخلة غير صالحة',
          errors: {
            monthly_income: [translateRule('ar', 'common.amountInvalid')],
            client_name: [translateRule('ar', 'common.nameTooLong')],
            home_address: [translateRule('ar', 'common.addressTooLong')],
          },
        },
      });
      expect(translateRule('en', 'common.nameTooLong')).toBe('A name must be at most 100 characters');
      // An id beyond int4 is an unknown choice, never silently stored as nothing.
      const hugeIds = await post(`/api/clients/update/${id}`, {
        ...keepOnly(fields, files[0]!.path),
        employment_type_id: '2147483648',
        company_sector: '99999999999999',
      });
      expect(hugeIds.body.errors).toEqual({ employment_type_id: ['اختر قيمة من القائمة'], company_sector: ['اختر قيمة من القائمة'] });
      const store = await post('/api/clients/store', { ...validFields(reference), monthly_income: '10000000000000' });
      expect(store.status).toBe(422);
      expect(store.body.errors).toEqual({ monthly_income: [translateRule('ar', 'common.amountInvalid')] });
    });
  });

  it('answers 404 for an unknown client and 422 for a non-numeric id, storing nothing', async () => {
    const before = readdirSync(context.app.config.filesDir).length;
    expect((await post('/api/clients/update/999999', validFields(reference))).status).toBe(404);
    expect(await post('/api/clients/update/abc', validFields(reference))).toEqual({
      status: 422,
      body: { message: 'البيانات المدخلة غير صالحة', errors: { id: ['القيمة غير صالحة'] } },
    });
    expect(readdirSync(context.app.config.filesDir)).toHaveLength(before);
  });
});
