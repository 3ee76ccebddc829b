import { translateRule } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { signedIn } from '../../test/fixtures';
import {
  issuedCode,
  requestFields,
  requestForm,
  requestReference,
  type FormParts,
  type RequestReference,
} from '../../test/limit-request-form';
import { actionIds } from '../../test/limit-requests';
import { JPEG, multipart, PDF } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

describe.each(backends())('POST /api/limit-requests/update/{id} ($name)', (backend) => {
  const context = useTestApp(backend);
  let agent: Staff;
  let otherAgent: Staff;
  let risk: Staff;
  let admin: Staff;
  let reference: RequestReference;

  beforeAll(async () => {
    [agent, otherAgent, risk, admin] = [
      await signedIn(context.app),
      await signedIn(context.app),
      await signedIn(context.app, 'risk'),
      await signedIn(context.app, 'admin'),
    ];
    reference = await requestReference(context.app);
  });

  const rule = (key: string) => translateRule('ar', key);
  const query = async (statement: ReturnType<typeof sql>) => (await context.app.db.execute<Record<string, unknown>>(statement)).rows;
  const storedFiles = () => readdirSync(context.app.config.filesDir);
  const post = (url: string, parts: FormParts, headers: Record<string, string> = {}) => {
    const form = multipart(parts);
    return context.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...agent.headers, ...form.headers, ...headers } });
  };

  /** A new request made through the API, and the fields that recreate it unchanged. */
  async function created(overrides: FormParts = {}) {
    const code = await issuedCode(context.app);
    const response = await post('/api/limit-requests/store', requestFields(reference, code, overrides));
    expect(response.statusCode).toBe(201);
    const id: number = response.json().data.limit_request.id;
    const unchanged = requestFields(reference, code, {
      'general_documents[0][document_type_id]': undefined,
      'general_documents[0][file]': undefined,
    });
    return { id, code, unchanged };
  }
  /** The version stored now, as the edit screen would have read it (issue 16: every edit sends it as If-Match). */
  const currentVersion = async (id: number) =>
    String((await query(sql`select version from limit_requests where id = ${id}`))[0]?.version ?? 0);
  const update = async (id: number, parts: FormParts, headers: Record<string, string> = {}) => {
    const response = await post(`/api/limit-requests/update/${id}`, parts, { 'if-match': `"${await currentVersion(id)}"`, ...headers });
    return { status: response.statusCode, body: response.json() };
  };
  const show = async (id: number) =>
    (await context.app.inject({ method: 'GET', url: `/api/limit-requests/show/${id}`, headers: agent.headers })).json().data.limit_request;
  const row = async (id: number) => (await query(sql`select * from limit_requests where id = ${id}`))[0]!;

  it('changes the terms of a new request, adds comments and documents, and bumps the version', async () => {
    const { id, code, unchanged } = await created();
    const { status, body } = await update(id, {
      ...unchanged,
      requested_limit: '30000.50',
      tenure: '24',
      relative_name: 'فاطمة حسن',
      'comments[0]': '  العميل يعمل منذ خمس سنوات  ',
      'comments[1]': 'تم التحقق من الراتب',
      'general_documents[0][document_type_id]': String(reference.generalTypeId),
      'general_documents[0][file]': { name: 'statement.pdf', content: PDF },
      selfie: `data:image/jpeg;base64,${JPEG.toString('base64')}`,
    });
    expect({ status, body }).toEqual({
      status: 200,
      body: { message: 'تم تحديث طلب الحد الائتماني', data: { limit_request: { id, code } } },
    });
    expect(await row(id)).toMatchObject({
      requested_limit: '30000.50',
      tenure: 24,
      relative_name: 'فاطمة حسن',
      request_status: 'new',
      version: 1,
    });
    const comments = await query(
      sql`select comment, created_by, created_at from limit_request_comments where limit_request_id = ${id} order by id`,
    );
    expect(comments).toEqual([
      { comment: 'العميل يعمل منذ خمس سنوات', created_by: agent.user.id, created_at: expect.any(String) },
      { comment: 'تم التحقق من الراتب', created_by: agent.user.id, created_at: expect.any(String) },
    ]);
    const detail = await show(id);
    expect(detail.documents.map((document: { file_name: string }) => document.file_name)).toEqual(['salary.pdf', 'statement.pdf']);
    expect(detail.verification_images.selfie).toMatch(/^\/api\/files\/limit-requests\//);
  });

  it('keeps earlier comments fixed and lists every comment oldest first', async () => {
    const { id, unchanged } = await created();
    await update(id, { ...unchanged, 'comments[0]': 'الأول' });
    const [first] = await query(sql`select id, comment, created_at from limit_request_comments where limit_request_id = ${id}`);
    expect((await update(id, { ...unchanged, 'comments[0]': 'الثاني' }, { 'accept-language': 'en' })).body.message).toBe(
      'Limit request updated',
    );
    expect((await show(id)).comments).toEqual([
      {
        id: Number(first!.id),
        comment: 'الأول',
        creator: agent.user.name,
        created_from: new Date(String(first!.created_at)).toISOString(),
      },
      { id: expect.any(Number), comment: 'الثاني', creator: agent.user.name, created_from: expect.any(String) },
    ]);
  });

  it.each<[string, string, string]>([
    ['an empty comment', '', 'common.fieldRequired'],
    ['a blank comment', '   \n ', 'common.fieldRequired'],
    ['a comment over 2000 characters', 'ت'.repeat(2001), 'limitRequests.noteTooLong'],
  ])('refuses %s with 422 on comments.i', async (_case, comment, key) => {
    const { id, unchanged } = await created();
    const { status, body } = await update(id, { ...unchanged, 'comments[0]': 'مقبول', 'comments[1]': comment });
    expect({ status, body }).toEqual({
      status: 422,
      body: { message: 'البيانات المدخلة غير صالحة', errors: { 'comments.1': [rule(key)] } },
    });
    expect(await query(sql`select id from limit_request_comments where limit_request_id = ${id}`)).toEqual([]);
  });

  it('accepts stored documents named by their link, and refuses links to anything else', async () => {
    const { id, unchanged } = await created();
    const other = await created();
    const [mine, theirs] = [(await show(id)).documents[0].path, (await show(other.id)).documents[0].path];
    const kept = {
      'general_documents[0][document_type_id]': String(reference.generalTypeId),
      'general_documents[0][existing_path]': `http://bo.example${mine}`,
    };
    expect((await update(id, { ...unchanged, ...kept })).status).toBe(200);
    // Another request's file, a forged signature, and the same id signed as a client's file.
    const asClientFile = context.app.files.links.pathFor(Number(/(\d+)\.\d+\.[\w-]+$/.exec(mine)![1]));
    for (const path of [theirs, mine.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`), asClientFile]) {
      const { status, body } = await update(id, { ...unchanged, ...kept, 'general_documents[0][existing_path]': path });
      expect({ status, errors: body.errors }).toEqual({
        status: 422,
        errors: { 'general_documents.0.existing_path': ['رابط الملف غير صالح'] },
      });
    }
    expect((await show(id)).documents).toHaveLength(1);
  });

  it('keeps the code it was saved with whatever the form sends (issue 15), and never takes another client', async () => {
    const { id, code, unchanged } = await created();
    const other = await created();
    expect((await update(id, { ...unchanged, code: other.code })).body.data.limit_request.code).toBe(code);
    expect((await row(id)).code).toBe(code);
    const client = await requestReference(context.app);
    expect((await update(id, { ...unchanged, client_id: String(client.clientId) })).body.errors).toEqual({
      client_id: [rule('limitRequests.clientCannotChange')],
    });
  });

  it('ignores an approved limit, a status and a version sent with the form: the screen shows them fixed (issue 16)', async () => {
    const { id, unchanged } = await created();
    const before = await row(id);
    const { status } = await update(id, {
      ...unchanged,
      approved_limit: '99999',
      request_status: 'approved',
      decision_status: 'approved',
      version: '40',
    });
    expect(status).toBe(200);
    expect(await row(id)).toMatchObject({
      approved_limit: before.approved_limit,
      request_status: 'new',
      decision_status: 'pending',
      version: Number(before.version) + 1,
    });
  });

  it("logs each edited term with old and new values, named in the reader's language (issue 15)", async () => {
    const { id, unchanged } = await created();
    const [otherType] = await query(
      sql`select id, name_en, name_ar from limit_request_types where id <> ${reference.typeId} order by id limit 1`,
    );
    const [type] = await query(sql`select name_en, name_ar from limit_request_types where id = ${reference.typeId}`);
    // A comment alone changes no term: no entry.
    expect((await update(id, { ...unchanged, 'comments[0]': 'تعليق' })).status).toBe(200);
    const edited = await update(id, {
      ...unchanged,
      limit_request_type_id: String(otherType!.id),
      requested_limit: '30000',
      tenure: '24',
      relative_name: 'سارة محمد',
    });
    expect(edited.status).toBe(200);
    const log = async (language: string) =>
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/limit-request/${id}/log`,
          headers: { ...agent.headers, 'accept-language': language },
        })
      ).json().data.logs;
    const english = await log('en');
    expect(english.map((entry: { action_name: string }) => entry.action_name)).toEqual(['Request created', 'Request edited']);
    expect(english[1]).toMatchObject({
      action_by: agent.user.name,
      comment: null,
      changes: [
        { field: 'limit_request_type_id', old: type!.name_en, new: otherType!.name_en, kind: 'text' },
        { field: 'requested_limit', old: '25000.00', new: '30000.00', kind: 'money' },
        { field: 'tenure', old: '12', new: '24', kind: 'number' },
        { field: 'relative_name', old: 'محمود علي', new: 'سارة محمد', kind: 'text' },
      ],
    });
    const arabic = await log('ar');
    expect(arabic.map((entry: { action_name: string }) => entry.action_name)).toEqual(['إنشاء الطلب', 'تعديل الطلب']);
    expect(arabic[1].changes[0]).toEqual({ field: 'limit_request_type_id', old: type!.name_ar, new: otherType!.name_ar, kind: 'text' });
  });

  it('refuses any edit once the request has left new (409, translated), changing nothing and keeping no file (issue 16)', async () => {
    const { id, unchanged } = await created();
    const take = await context.app.inject({
      method: 'POST',
      url: `/api/limit-requests/${id}/action/${(await actionIds(context.app)).take}`,
      headers: risk.headers,
      payload: {},
    });
    expect(take.statusCode).toBe(200);
    const before = await row(id);
    const files = storedFiles().length;
    // The finding: a new guarantor, a second contract document and a comment on a request under review.
    const edit = {
      ...unchanged,
      relative_name: 'سارة محمد',
      relative_mobile_number: '01098765432',
      'comments[0]': 'تعليق',
      'contract_documents[0][document_type_id]': String(reference.contractTypeId),
      'contract_documents[0][file]': { name: 'second.pdf', content: PDF },
    };
    for (const who of [agent, admin]) {
      const refused = await update(id, edit, { ...who.headers, 'accept-language': 'en' });
      expect(refused).toEqual({
        status: 409,
        body: {
          message: 'This limit request can no longer be edited once its review has started; changes go through the workflow actions',
        },
      });
    }
    expect((await update(id, edit)).body.message).toBe(
      'لم يعد تعديل طلب الحد ممكنًا بعد بدء مراجعته؛ أي تغيير يتم من خلال إجراءات سير العمل',
    );
    expect(await row(id)).toEqual(before);
    expect(storedFiles()).toHaveLength(files);
    const detail = await show(id);
    expect({ canEdit: detail.can_edit, comments: detail.comments, documents: detail.documents.length }).toEqual({
      canEdit: false,
      comments: [],
      documents: 1,
    });
  });

  it('lets only the creator or an admin edit a new request; another agent or a risk user gets 403 (issue 16)', async () => {
    const { id, unchanged } = await created();
    const before = await row(id);
    // The finding: a second agent raised another agent's new request from 10,000 to 99,999.
    for (const who of [otherAgent, risk]) {
      const refused = await update(id, { ...unchanged, requested_limit: '99999' }, who.headers);
      expect(refused).toEqual({ status: 403, body: { message: 'ليس لديك صلاحية للقيام بهذا الإجراء' } });
    }
    expect(await row(id)).toEqual(before);
    const showAs = async (who: Staff) =>
      (await context.app.inject({ method: 'GET', url: `/api/limit-requests/show/${id}`, headers: who.headers })).json().data.limit_request;
    expect([(await showAs(otherAgent)).can_edit, (await showAs(risk)).can_edit, (await showAs(admin)).can_edit]).toEqual([
      false,
      false,
      true,
    ]);
    const edited = await update(id, { ...unchanged, requested_limit: '26000' }, admin.headers);
    expect(edited.status).toBe(200);
    expect((await row(id)).requested_limit).toBe('26000.00');
  });

  it('logs a change of the guarantor with old and new values (issue 16)', async () => {
    const { id, unchanged } = await created();
    const degrees = await query(sql`select id, name_en from relative_degree_types order by id`);
    const other = degrees.find((degree) => Number(degree.id) !== reference.degreeId)!;
    expect(
      (
        await update(id, {
          ...unchanged,
          relative_name: 'سارة محمد',
          relative_mobile_number: '01098765432',
          relative_degree_type_id: String(other.id),
        })
      ).status,
    ).toBe(200);
    const logs = (
      await context.app.inject({
        method: 'GET',
        url: `/api/limit-request/${id}/log`,
        headers: { ...agent.headers, 'accept-language': 'en' },
      })
    ).json().data.logs;
    expect(logs.at(-1)).toMatchObject({
      action_name: 'Request edited',
      action_by: agent.user.name,
      changes: [
        { field: 'relative_name', old: 'محمود علي', new: 'سارة محمد', kind: 'text' },
        { field: 'relative_mobile_number', old: '01112345678', new: '01098765432', kind: 'text' },
        { field: 'relative_degree_type_id', old: expect.any(String), new: other.name_en, kind: 'text' },
      ],
    });
  });

  describe('the version the edit was made on (issue 16)', () => {
    const withFile = (unchanged: FormParts): FormParts => ({
      ...unchanged,
      requested_limit: '45000',
      'general_documents[0][document_type_id]': String(reference.generalTypeId),
      'general_documents[0][file]': { name: 'late.pdf', content: PDF },
    });

    it('refuses an edit without If-Match with 428, writing and storing nothing', async () => {
      const { id, unchanged } = await created();
      const files = storedFiles().length;
      const form = multipart(withFile(unchanged));
      const response = await context.app.inject({
        method: 'POST',
        url: `/api/limit-requests/update/${id}`,
        payload: form.payload,
        headers: { ...agent.headers, ...form.headers, 'accept-language': 'en' },
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 428,
        body: { message: 'An edit must name the version of the record it was made on (If-Match); reload the page and try again' },
      });
      expect(await row(id)).toMatchObject({ requested_limit: '25000.00', version: 0 });
      expect(storedFiles()).toHaveLength(files);
    });

    it('refuses an edit made on a stale version with 409, writing and storing nothing', async () => {
      const { id, unchanged } = await created();
      expect((await update(id, { ...unchanged, tenure: '6' })).status).toBe(200);
      const files = storedFiles().length;
      const stale = await update(id, withFile(unchanged), { 'if-match': '"0"' });
      expect(stale).toEqual({ status: 409, body: { message: 'قام مستخدم آخر بتعديل طلب الحد للتو، أعد تحميل الصفحة وحاول مرة أخرى' } });
      expect(await row(id)).toMatchObject({ requested_limit: '25000.00', tenure: 6, version: 1 });
      expect(storedFiles()).toHaveLength(files);
      expect(
        await query(sql`select id from limit_request_documents where limit_request_id = ${id} and original_name = 'late.pdf'`),
      ).toEqual([]);
    });

    it('lets exactly one of two simultaneous edits on the same version win', async () => {
      const { id, unchanged } = await created();
      const [first, second] = await Promise.all([
        update(id, { ...unchanged, requested_limit: '31000' }, { 'if-match': '"0"' }),
        update(id, { ...unchanged, requested_limit: '32000' }, { 'if-match': '"0"' }),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 409]);
      const winner = first.status === 200 ? '31000.00' : '32000.00';
      expect(await row(id)).toMatchObject({ requested_limit: winner, version: 1 });
    });
  });

  it('answers 404 for an unknown request without storing a file, and 401 without a token', async () => {
    const files = storedFiles().length;
    const missing = await update(999_999, requestFields(reference, 'LR-000001'));
    expect({ status: missing.status, body: missing.body }).toEqual({ status: 404, body: { message: 'العنصر المطلوب غير موجود' } });
    expect(storedFiles()).toHaveLength(files);
    const form = requestForm(reference, 'LR-000001');
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/limit-requests/update/1',
      payload: form.payload,
      headers: form.headers,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
