import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../../db/schema';
import { clientForm, formReference } from '../../../test/client-form';
import { signedIn } from '../../../test/fixtures';
import { issuedCode, requestFields, requestForm, requestReference, submittedClient } from '../../../test/limit-request-form';
import { multipart } from '../../../test/multipart';
import { backends, startTestApp, throwAwayDatabase, useTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;

function caller(app: () => FastifyInstance, headers: () => Headers) {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, language?: string) => {
    const response = await app().inject({
      method,
      url,
      ...(payload && { payload }),
      headers: { ...headers(), ...(language && { 'accept-language': language }) },
    });
    return { status: response.statusCode, body: response.json() };
  };
  return call;
}

/** The newest audit entry of a reference item. */
async function lastAudit(app: FastifyInstance, recordId: string) {
  const [entry] = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'reference'), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe.each(backends())('admin reference data, /api/admin/reference ($name)', (backend) => {
  const context = useTestApp(backend);
  let admin: { headers: Headers; user: { id: number } };
  let agent: { headers: Headers };
  const call = caller(
    () => context.app,
    () => admin.headers,
  );
  const asAgent = caller(
    () => context.app,
    () => agent.headers,
  );

  beforeAll(async () => {
    admin = await signedIn(context.app, 'admin');
    agent = await signedIn(context.app, 'agent');
  });

  it('lists every list with its counts, and refuses agents', async () => {
    const { status, body } = await call('GET', '/api/admin/reference');
    expect(status).toBe(200);
    const byList = Object.fromEntries((body.data as { list: string; total: number }[]).map((row) => [row.list, row]));
    expect(byList.governorates).toEqual({ list: 'governorates', total: 27, active: 27 });
    expect(byList['return-reasons']?.total).toBeGreaterThan(2);
    expect(byList['document-request-reasons']?.total).toBeGreaterThan(2);
    expect((await asAgent('GET', '/api/admin/reference/merchants')).status).toBe(403);
  });

  it('searches both names, filters by parent and by active, and pages', async () => {
    const arabic = await call('GET', `/api/admin/reference/cities?parent_id=2&q=${encodeURIComponent('الدقى')}`);
    expect(arabic.status).toBe(200);
    expect(arabic.body.data).toEqual([{ id: 73, name_ar: 'الدقى', name_en: 'Dokki', active: true, parent_id: 2 }]);
    const english = await call('GET', '/api/admin/reference/cities?parent_id=2&q=dokk');
    expect(english.body.data.map((city: { id: number }) => city.id)).toEqual([73]);
    const paged = await call('GET', '/api/admin/reference/cities?per_page=10&page=2');
    expect(paged.body.data).toHaveLength(10);
    expect(paged.body.pagination).toMatchObject({ total: 396, page: 2, items_per_page: 10, last_page: 40 });
    const wholeCity = await call('GET', '/api/admin/reference/areas?parent_id=219');
    expect(wholeCity.body.data).toEqual([expect.objectContaining({ name_en: 'Minya', covers_city: true, active: true })]);
    expect((await call('GET', '/api/admin/reference/reject-reasons?active=false')).body.data).toEqual([]);
    expect((await call('GET', '/api/admin/reference/nowhere')).status).toBe(422);
  });

  it('creates a merchant and its branch, audited; an agent is offered them at once; deactivating removes them from the pickers only', async () => {
    const merchant = await call('POST', '/api/admin/reference/merchants', { name_ar: 'متجر الاختبار', name_en: 'Test Store' }, 'en');
    expect(merchant.status).toBe(201);
    expect(merchant.body).toEqual({
      message: 'Item saved',
      data: { id: expect.any(Number), name_ar: 'متجر الاختبار', name_en: 'Test Store', active: true },
    });
    const merchantId: number = merchant.body.data.id;
    const branch = await call('POST', '/api/admin/reference/merchant-branches', {
      name_ar: 'فرع الاختبار',
      name_en: 'Test Branch',
      parent_id: merchantId,
    });
    expect(branch.status).toBe(201);
    expect(branch.body.data.parent_id).toBe(merchantId);
    const audit = await lastAudit(context.app, `merchants:${merchantId}`);
    expect(audit).toMatchObject({
      action: 'reference_created',
      userId: admin.user.id,
      details: { list: 'merchants', name_ar: 'متجر الاختبار', name_en: 'Test Store' },
    });

    const clientId = await submittedClient(context.app, agent.headers);
    const meta = async () => (await asAgent('GET', `/api/limit-requests/meta?client_id=${clientId}`, undefined, 'en')).body.data;
    expect((await meta()).merchants).toContainEqual({ id: merchantId, name: 'Test Store' });
    const branches = async () => (await asAgent('GET', `/api/merchants/${merchantId}/branches`, undefined, 'en')).body.data;
    expect(JSON.stringify(await branches())).toContain('Test Branch');

    const off = await call('POST', `/api/admin/reference/merchants/${merchantId}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.data.active).toBe(false);
    expect((await meta()).merchants).not.toContainEqual({ id: merchantId, name: 'Test Store' });
    expect(await lastAudit(context.app, `merchants:${merchantId}`)).toMatchObject({
      action: 'reference_deactivated',
      details: { changes: { active: { from: true, to: false } } },
    });
    // Still listed for the admin, and can come back.
    expect((await call('GET', '/api/admin/reference/merchants?active=false')).body.data).toContainEqual(
      expect.objectContaining({ id: merchantId }),
    );
    expect((await call('POST', `/api/admin/reference/merchants/${merchantId}/reactivate`)).body.data.active).toBe(true);
    expect((await meta()).merchants).toContainEqual({ id: merchantId, name: 'Test Store' });
    expect((await lastAudit(context.app, `merchants:${merchantId}`))?.action).toBe('reference_reactivated');
  });

  it('refuses duplicate names on the field (English whatever its case, per parent), blank names and an Arabic name without Arabic letters', async () => {
    const taken = await call('POST', '/api/admin/reference/company-sectors', { name_ar: 'قطاع جديد', name_en: 'EDUCATION' }, 'en');
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ name_en: ['This name is already used in this list'] });
    const takenAr = await call('POST', '/api/admin/reference/company-sectors', { name_ar: 'التعليم', name_en: 'Schools' });
    expect(takenAr.body.errors).toEqual({ name_ar: ['هذا الاسم مستخدم بالفعل في هذه القائمة'] });
    const blank = await call('POST', '/api/admin/reference/company-sectors', { name_ar: ' ', name_en: 'Latin only' });
    expect(blank.body.errors).toEqual({ name_ar: ['هذا الحقل مطلوب'] });
    const latin = await call('POST', '/api/admin/reference/company-sectors', { name_ar: 'Latin', name_en: 'Latin' }, 'en');
    expect(latin.body.errors).toEqual({ name_ar: ['The Arabic name must be written in Arabic letters'] });
    // The same branch name is fine under another merchant, not twice under one.
    const nasr = await call('POST', '/api/admin/reference/merchant-branches', {
      name_ar: 'فرع مدينة نصر',
      name_en: 'nasr city branch',
      parent_id: 2,
    });
    expect(nasr.status).toBe(201);
    const again = await call('POST', '/api/admin/reference/merchant-branches', {
      name_ar: 'فرع آخر',
      name_en: 'Nasr City Branch',
      parent_id: 2,
    });
    expect(again.body.errors).toEqual({ name_en: ['هذا الاسم مستخدم بالفعل في هذه القائمة'] });
    const orphan = await call('POST', '/api/admin/reference/areas', { name_ar: 'منطقة', name_en: 'Area' }, 'en');
    expect(orphan.body.errors).toEqual({ parent_id: ['Choose what this item belongs to'] });
  });

  it('edits names and the extra field with old → new values in the audit entry, 404 for an unknown id', async () => {
    const created = await call('POST', '/api/admin/reference/limit-request-types', {
      name_ar: 'نوع تجريبي',
      name_en: 'Trial type',
      employment_type_id: 1,
    });
    const id: number = created.body.data.id;
    expect(created.body.data.employment_type_id).toBe(1);
    const edited = await call('PATCH', `/api/admin/reference/limit-request-types/${id}`, {
      name_en: 'Trial  type 2',
      employment_type_id: 2,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name_ar: 'نوع تجريبي', name_en: 'Trial type 2', employment_type_id: 2 });
    expect(await lastAudit(context.app, `limit-request-types:${id}`)).toMatchObject({
      action: 'reference_updated',
      details: {
        list: 'limit-request-types',
        changes: { name_en: { from: 'Trial type', to: 'Trial type 2' }, employment_type_id: { from: 1, to: 2 } },
      },
    });
    expect((await call('PATCH', '/api/admin/reference/limit-request-types/2000000', { name_en: 'x' })).status).toBe(404);
    const renamedToTaken = await call('PATCH', `/api/admin/reference/limit-request-types/${id}`, { name_ar: ' ' });
    expect(renamedToTaken.status).toBe(422);
  });

  it("drops this process's cached pick lists at once, and refuses a deactivated item for a new client but keeps it on the record", async () => {
    const reference = await formReference(context.app);
    const sectors = async () => (await asAgent('GET', '/api/clients/meta', undefined, 'en')).body.data.company_sectors as { id: number }[];
    expect((await sectors()).map((sector) => sector.id)).toContain(reference.sectorId);
    const clientId = await submittedClient(context.app, agent.headers);
    await call('POST', `/api/admin/reference/company-sectors/${reference.sectorId}/deactivate`);
    expect((await sectors()).map((sector) => sector.id)).not.toContain(reference.sectorId);

    const form = clientForm(reference);
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/clients/store',
      payload: form.payload,
      headers: { ...agent.headers, ...form.headers, 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ company_sector: ['This choice is no longer available; choose another'] });
    // The client that has it still shows its name, and its edit form still offers it.
    const shown = await call('GET', `/api/clients/${clientId}`, undefined, 'en');
    expect(shown.body.data.company_sectors.map((sector: { id: number }) => sector.id)).toContain(reference.sectorId);
    await call('POST', `/api/admin/reference/company-sectors/${reference.sectorId}/reactivate`);
  });

  it('refuses a deactivated merchant for a new limit request, but an edit may keep it', async () => {
    const reference = await requestReference(context.app);
    const code = await issuedCode(context.app);
    const form = requestForm(reference, code);
    const stored = await context.app.inject({
      method: 'POST',
      url: '/api/limit-requests/store',
      payload: form.payload,
      headers: { ...admin.headers, ...form.headers },
    });
    expect(stored.statusCode).toBe(201);
    const requestId: number = stored.json().data.limit_request.id;
    await call('POST', `/api/admin/reference/merchants/${reference.merchantId}/deactivate`);
    try {
      const again = requestForm(reference, await issuedCode(context.app));
      const refused = await context.app.inject({
        method: 'POST',
        url: '/api/limit-requests/store',
        payload: again.payload,
        headers: { ...admin.headers, ...again.headers, 'accept-language': 'en' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.merchant_id).toEqual(['This choice is no longer available; choose another']);
      const editMeta = await call('GET', `/api/limit-requests/edit-meta/${requestId}`);
      expect(editMeta.body.data.merchants.map((merchant: { id: number }) => merchant.id)).toContain(reference.merchantId);
      const version = (await context.app.db.execute<{ version: number }>(sql`select version from limit_requests where id = ${requestId}`))
        .rows[0]!.version;
      const edit = multipart(
        requestFields(reference, code, {
          requested_limit: '30000',
          'general_documents[0][document_type_id]': undefined,
          'general_documents[0][file]': undefined,
        }),
      );
      const kept = await context.app.inject({
        method: 'POST',
        url: `/api/limit-requests/update/${requestId}`,
        payload: edit.payload,
        headers: { ...admin.headers, ...edit.headers, 'if-match': `"${version}"` },
      });
      expect(kept.statusCode).toBe(200);
    } finally {
      await call('POST', `/api/admin/reference/merchants/${reference.merchantId}/reactivate`);
    }
  });
});

const twoApps = process.env.TEST_DATABASE_URL ? describe : describe.skip;

// Issue 17: "a change reaches every API process at once" — two apps on one PostgreSQL database.
twoApps('reference changes reach another API process at once', () => {
  let drop: () => Promise<void>;
  const apps: Awaited<ReturnType<typeof startTestApp>>[] = [];

  beforeAll(async () => {
    const database = await throwAwayDatabase();
    drop = database.drop;
    apps.push(await startTestApp({ name: 'pglite' }, { databaseUrl: database.url }));
    apps.push(await startTestApp({ name: 'pglite' }, { databaseUrl: database.url }));
  });
  afterAll(async () => {
    for (const started of apps) await started.close();
    await drop?.();
  });

  it("a company sector added through one is in the other's client form options, and a deactivated one gone", async () => {
    const [one, other] = apps.map((started) => started.app) as [FastifyInstance, FastifyInstance];
    const admin = await signedIn(one, 'admin');
    const agent = await signedIn(other, 'agent');
    const sectors = async () =>
      (
        (await other.inject({ method: 'GET', url: '/api/clients/meta', headers: { ...agent.headers, 'accept-language': 'en' } })).json()
          .data.company_sectors as { name: string }[]
      ).map((sector) => sector.name);
    // The other process holds the list in its cache now.
    expect(await sectors()).not.toContain('Space Industry');
    const created = await one.inject({
      method: 'POST',
      url: '/api/admin/reference/company-sectors',
      payload: { name_ar: 'صناعة الفضاء', name_en: 'Space Industry' },
      headers: admin.headers,
    });
    expect(created.statusCode).toBe(201);
    await expect(eventually(sectors, (names) => names.includes('Space Industry'))).resolves.toBe(true);
    await one.inject({
      method: 'POST',
      url: `/api/admin/reference/company-sectors/${created.json().data.id}/deactivate`,
      headers: admin.headers,
    });
    await expect(eventually(sectors, (names) => !names.includes('Space Industry'))).resolves.toBe(true);
  });
});

/**
 * The notice travels through PostgreSQL to the other process's LISTEN connection: a few
 * milliseconds, far below the cache's 30 s lifetime, which is what this asserts (within 3 s).
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<boolean> {
  const deadline = Date.now() + 3_000;
  while (Date.now() < deadline) {
    if (done(await read())) return true;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return false;
}
