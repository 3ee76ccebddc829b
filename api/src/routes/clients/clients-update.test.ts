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

  const post = async (url: string, fields: Fields, as = headers) => {
    const form = multipart(fields);
    const response = await context.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...as, ...form.headers } });
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
