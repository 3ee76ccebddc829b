import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { insertClient, signedIn } from '../test/fixtures';
import { insertLimitRequest } from '../test/limit-requests';
import { backends, useTestApp } from '../test/test-app';

/** Issue 16, data leaving the building: who may export, how much, and the record of it. */
describe.each(backends())('CSV exports: roles, cap and audit ($name)', (backend) => {
  // A low cap, so the test needs a handful of rows to go over it.
  const context = useTestApp(backend, { exportMaxRows: 3 });
  let clientIds: number[];

  beforeAll(async () => {
    const creator = await signedIn(context.app, 'agent');
    clientIds = [];
    for (const status of ['approved', 'approved', 'rejected', 'rejected'] as const) {
      const client = await insertClient(context.app, { status, isSubmitted: true });
      clientIds.push(client.id);
      await insertLimitRequest(context.app, { clientId: client.id, createdBy: creator.user.id });
    }
  });

  const get = (url: string, headers: Record<string, string>, language = 'ar') =>
    context.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language, 'user-agent': 'export-test' } });

  const lastExportOf = async (userId: number) =>
    (
      await context.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.userId, userId), eq(auditLog.action, 'data_exported')))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  it.each(['/api/clients/export', '/api/limit-requests/export'])(
    'refuses an agent %s with a translated 403, and records nothing',
    async (url) => {
      const agent = await signedIn(context.app, 'agent');
      const arabic = await get(url, agent.headers);
      expect(arabic.statusCode).toBe(403);
      expect(arabic.json()).toEqual({ message: 'ليس لديك صلاحية تصدير البيانات' });
      expect((await get(`${url}?statuses[]=nonsense`, agent.headers, 'en')).json()).toEqual({
        message: 'You are not allowed to export data',
      });
      expect(await lastExportOf(agent.user.id)).toBeUndefined();
    },
  );

  it('gives risk and admin the clients CSV and records who, which filters and how many rows', async () => {
    for (const role of ['risk', 'admin'] as const) {
      const staff = await signedIn(context.app, role);
      const response = await get('/api/clients/export?statuses[]=rejected', staff.headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = response.body.split('\r\n').filter(Boolean);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      const entry = await lastExportOf(staff.user.id);
      expect(entry).toMatchObject({
        action: 'data_exported',
        userAgent: 'export-test',
        details: { resource: 'clients', filters: { statuses: ['rejected'] }, rows: lines.length - 1 },
      });
      expect(entry!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('gives risk the limit-requests CSV and records its filters and row count', async () => {
    const risk = await signedIn(context.app, 'risk');
    const response = await get(`/api/limit-requests/export?client_id=${clientIds[0]}`, risk.headers);
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(await lastExportOf(risk.user.id)).toMatchObject({
      details: { resource: 'limit_requests', filters: { client_id: clientIds[0] }, rows: 1 },
    });
  });

  it.each(['/api/clients/export', '/api/limit-requests/export'])(
    'refuses %s over EXPORT_MAX_ROWS with a translated 422 asking for narrower filters, and records nothing',
    async (url) => {
      const admin = await signedIn(context.app, 'admin');
      const arabic = await get(url, admin.headers);
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json()).toEqual({ message: 'نتيجة التصدير أكبر من ٣ صف، ضيّق عوامل التصفية وحاول مرة أخرى' });
      expect((await get(url, admin.headers, 'en')).json()).toEqual({
        message: 'The export has more than 3 rows; narrow the filters and try again',
      });
      expect(await lastExportOf(admin.user.id)).toBeUndefined();
    },
  );
});
