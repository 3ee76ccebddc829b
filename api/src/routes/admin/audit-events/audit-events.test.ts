import { AUDIT_EVENT_KINDS, type AuditEvent, type AuditEventsPage } from '@back-office/shared/contract';
import { auditAction, auditLog } from '../../../db/schema';
import { auditLogRepository } from '../../../repositories/auth/audit-log-repository';
import { usersRepository } from '../../../repositories/auth/users-repository';
import { createStaff, signedIn } from '../../../test/fixtures';
import { backends, useTestApp } from '../../../test/test-app';

it('offers exactly the kinds the database records', () => {
  expect([...AUDIT_EVENT_KINDS]).toEqual(auditAction.enumValues);
});

describe.each(backends())('the audit trail, /api/admin/audit-events ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = (await signedIn(context.app, 'admin')).headers;
  });

  const get = (url: string, language = 'en') =>
    context.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } });
  const page = async (query: string) => {
    const response = await get(`/api/admin/audit-events?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<AuditEventsPage>();
  };
  const record = (entry: Parameters<ReturnType<typeof auditLogRepository>['record']>[0]) =>
    auditLogRepository(context.app.db).record(entry);
  const source = { ip: '10.9.8.7', userAgent: 'Mozilla/5.0 Firefox/133.0' };

  it('lists entries newest first: who, from where, what, on which record, named', async () => {
    const admin = await createStaff(context.app, 'admin');
    const mona = await createStaff(context.app, 'agent');
    await record({
      userId: admin.id,
      ...source,
      action: 'role_changed',
      recordType: 'user',
      recordId: mona.id,
      details: { changes: { role: { from: 'agent', to: 'risk' } } },
    });
    await record({
      userId: admin.id,
      ...source,
      action: 'reference_created',
      recordType: 'reference',
      recordId: 'merchants:7',
      details: { list: 'merchants', name_ar: 'متجر النور', name_en: 'Al Nour Store' },
    });
    const { data, next_cursor } = await page(`user_id=${admin.id}`);
    expect(next_cursor).toBeNull();
    expect(data.map((entry) => entry.action)).toEqual(['reference_created', 'role_changed']);
    expect(data[0]).toMatchObject({ record_type: 'reference', record_id: 'merchants:7', record_label: 'Al Nour Store' });
    expect(data[1]).toMatchObject<Partial<AuditEvent>>({
      who: { id: admin.id, name: admin.name, email: admin.email },
      ip: '10.9.8.7',
      user_agent: 'Mozilla/5.0 Firefox/133.0',
      record_type: 'user',
      record_id: String(mona.id),
      record_label: mona.name,
      details: { changes: { role: { from: 'agent', to: 'risk' } } },
    });
    expect(Date.parse(data[1]!.at)).toBeGreaterThan(Date.now() - 60_000);
    // In Arabic, the reference item's Arabic name.
    const arabic = (await get(`/api/admin/audit-events?user_id=${admin.id}&action[]=reference_created`, 'ar')).json<AuditEventsPage>();
    expect(arabic.data[0]!.record_label).toBe('متجر النور');
  });

  it('filters by kind (one or several), by record, and shows a failed log-in by nobody known', async () => {
    const target = await createStaff(context.app, 'risk');
    await record({ userId: null, ...source, action: 'login_failed', details: { email: 'ghost@x.test', reason: 'unknown_account' } });
    await record({
      userId: target.id,
      ...source,
      action: 'locked_out',
      recordType: 'user',
      recordId: target.id,
      details: { locked_minutes: 15 },
    });
    await record({
      userId: target.id,
      ...source,
      action: 'login_failed',
      recordType: 'user',
      recordId: target.id,
      details: { email: target.email, reason: 'bad_password' },
    });
    await record({ userId: target.id, ...source, action: 'logged_out' });

    const failed = await page('action[]=login_failed&limit=200');
    expect(failed.data.every((entry) => entry.action === 'login_failed')).toBe(true);
    expect(failed.data.find((entry) => entry.who === null)?.details).toEqual({ email: 'ghost@x.test', reason: 'unknown_account' });

    const onRecord = await page(`record_type=user&record_id=${target.id}`);
    expect(onRecord.data.map((entry) => entry.action)).toEqual(['login_failed', 'locked_out']);

    const several = await page(`user_id=${target.id}&action[]=logged_out&action[]=locked_out`);
    expect(several.data.map((entry) => entry.action)).toEqual(['logged_out', 'locked_out']);
  });

  it('takes dates as whole Cairo days, both ends included, and instants as they are', async () => {
    const who = await createStaff(context.app, 'agent');
    const at = (iso: string) =>
      context.app.db.insert(auditLog).values({ userId: who.id, action: 'logged_in', ip: null, userAgent: null, createdAt: new Date(iso) });
    // 23:30 on 10 March and 00:30 on 11 March in Cairo (UTC+2), then 23:59 on 12 March.
    await at('2020-03-10T21:30:00Z');
    await at('2020-03-10T22:30:00Z');
    await at('2020-03-12T21:59:00Z');
    const times = async (query: string) => (await page(`user_id=${who.id}&${query}`)).data.map((entry) => entry.at);
    expect(await times('from=2020-03-11&to=2020-03-12')).toEqual(['2020-03-12T21:59:00.000Z', '2020-03-10T22:30:00.000Z']);
    expect(await times('from=2020-03-10&to=2020-03-10')).toEqual(['2020-03-10T21:30:00.000Z']);
    expect(await times('to=2020-03-11T00:00:00%2B02:00')).toEqual(['2020-03-10T21:30:00.000Z']);
    expect(await times('from=2020-03-12T00:00:00Z')).toEqual(['2020-03-12T21:59:00.000Z']);
  });

  it('pages by cursor across every entry, newest first, with no duplicate and no gap', async () => {
    const who = await createStaff(context.app, 'agent');
    for (let index = 0; index < 7; index += 1) await record({ userId: who.id, ...source, action: 'logged_in' });
    const all = (await page(`user_id=${who.id}`)).data.map((entry) => entry.id);
    expect(all).toHaveLength(7);
    const seen: number[] = [];
    let cursor: string | null = '';
    const sizes: number[] = [];
    while (cursor !== null) {
      const next: AuditEventsPage = await page(`user_id=${who.id}&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      sizes.push(next.data.length);
      seen.push(...next.data.map((entry) => entry.id));
      cursor = next.next_cursor;
    }
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(all);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it.each([
    ['an impossible end date', 'to=6718-98-76', { to: ['Invalid value'] }],
    ['a reversed range', 'from=2026-05-02&to=2026-05-01', { to: ['The end date must be after the start date'] }],
    ['an impossible date', 'from=2026-02-30', { from: ['Invalid value'] }],
    ['a forged cursor', 'cursor=bm90LWEtY3Vyc29y', { cursor: ['This next-page link is not valid; start again from the first page'] }],
    ['a record id without its type', 'record_id=12', { record_type: ['This field is required'] }],
  ])('refuses %s with 422 on the field, translated', async (_case, query, errors) => {
    const response = await get(`/api/admin/audit-events?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The given data was invalid', errors });
  });

  it.each([['limit=500'], ['limit=0'], ['action[]=deleted_everything'], ['from=yesterday'], ['user_id=abc']])(
    'refuses %s with 422, never 500',
    async (query) => {
      const response = await get(`/api/admin/audit-events?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors)).toHaveLength(1);
    },
  );

  it('exports the same filters as CSV: BOM, Arabic headers and names, cells neutralised, the export itself audited', async () => {
    const prankster = await createStaff(context.app, 'agent');
    await record({ userId: prankster.id, ...source, action: 'login_failed', details: { email: '=cmd|x', reason: 'bad_password' } });
    const response = await get(`/api/admin/audit-events/export?user_id=${prankster.id}`, 'ar');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row, end] = response.body.split('\r\n');
    expect(header).toBe('\uFEFFالوقت,الحدث,المستخدم,البريد الإلكتروني,عنوان IP,المتصفح,نوع السجل,رقم السجل,السجل,التفاصيل');
    expect(row).toContain('محاولة دخول فاشلة');
    expect(row).toContain(prankster.name);
    expect(end).toBe('');

    const named = await usersRepository(context.app.db).create({
      name: '=2+3',
      email: `sum${Date.now()}@test.example`,
      role: 'agent',
      passwordHash: 'x',
    });
    await record({ userId: named.id, ...source, action: 'logged_in' });
    const neutral = await get(`/api/admin/audit-events/export?user_id=${named.id}`);
    // The name cell starts with a quote, so a spreadsheet shows it as text instead of computing it.
    expect(neutral.body.split('\r\n')[1]).toContain(`,Logged in,'=2+3,${named.email},`);

    const exported = await page('action[]=data_exported&limit=1');
    expect(exported.data[0]).toMatchObject({
      record_type: 'export',
      record_id: 'audit_events',
      details: { resource: 'audit_events', rows: 1 },
    });
  });

  it('refuses an export over EXPORT_MAX_ROWS with 422', async () => {
    const who = await createStaff(context.app, 'agent');
    const max = context.app.config.exportMaxRows;
    (context.app.config as { exportMaxRows: number }).exportMaxRows = 1;
    try {
      for (let index = 0; index < 2; index += 1) await record({ userId: who.id, ...source, action: 'logged_in' });
      expect((await get(`/api/admin/audit-events/export?user_id=${who.id}`)).statusCode).toBe(422);
    } finally {
      (context.app.config as { exportMaxRows: number }).exportMaxRows = max;
    }
  });

  it('offers staff by part of their name or e-mail for the person filter', async () => {
    const person = await createStaff(context.app, 'risk');
    const response = await get(`/api/admin/audit-events/actors?q=${encodeURIComponent(person.email.slice(0, 12))}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: unknown[] }>().data).toContainEqual({ id: person.id, name: person.name, email: person.email });
    const none = await get('/api/admin/audit-events/actors?q=%25_nobody_%25');
    expect(none.json()).toEqual({ data: [] });
  });

  it.each(['agent', 'risk'] as const)('refuses a %s with 403 everywhere', async (role) => {
    const other = await signedIn(context.app, role);
    for (const url of ['/api/admin/audit-events', '/api/admin/audit-events/export', '/api/admin/audit-events/actors']) {
      const response = await context.app.inject({ method: 'GET', url, headers: { ...other.headers, 'accept-language': 'en' } });
      expect(response.statusCode).toBe(403);
    }
  });
});
