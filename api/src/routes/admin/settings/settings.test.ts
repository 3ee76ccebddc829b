import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, limitRequestActions, limitRequests, settings } from '../../../db/schema';
import { createStaff, insertClient, login, signedIn } from '../../../test/fixtures';
import { insertLimitRequest } from '../../../test/limit-requests';
import { backends, useTestApp } from '../../../test/test-app';

type Staff = Awaited<ReturnType<typeof signedIn>>;

/** Issue 17, /api/admin/settings: reading, validation, audit, conflicts, and each setting taking effect. */
describe.each(backends())('administrator settings ($name)', (backend) => {
  // The environment's values are the defaults (FOUR_EYES_AMOUNT, EXPORT_ROLES, TOTP_REQUIRED_ROLES).
  const context = useTestApp(backend, {
    fourEyesAmount: 100_000,
    fourEyesPercent: 20,
    exportRoles: ['admin', 'risk'],
    totpRequiredRoles: [],
  });
  let app: FastifyInstance;
  let admin: Staff;
  let risk: Staff;
  let agent: Staff;

  beforeAll(async () => {
    app = context.app;
    [admin, risk, agent] = [await signedIn(app, 'admin'), await signedIn(app, 'risk'), await signedIn(app, 'agent')];
  });

  const show = async (language = 'en') =>
    (await app.inject({ method: 'GET', url: '/api/admin/settings', headers: { ...admin.headers, 'accept-language': language } })).json()
      .data;
  const patch = async (payload: object, version?: number | string, language = 'en', who: Staff = admin) => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...who.headers, 'accept-language': language, ...(version === undefined ? {} : { 'if-match': `"${version}"` }) },
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  /** Changes settings on the current version. */
  const change = async (payload: object) => {
    const answer = await patch(payload, (await show()).version);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const audited = () =>
    app.db
      .select({ userId: auditLog.userId, recordId: auditLog.recordId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setting_changed'), eq(auditLog.recordType, 'setting')))
      .orderBy(asc(auditLog.id));

  it('shows every value with its default, no change yet and version 0, to admins only', async () => {
    const data = await show();
    expect(data.version).toBe(0);
    expect(data.values).toEqual({
      four_eyes_amount: 100_000,
      four_eyes_percent: 20,
      two_factor_required_roles: [],
      export_roles: ['risk', 'admin'],
      sla_hours: {
        waiting_for_assignment: 24,
        under_review: 24,
        awaiting_second_reviewer: 24,
        returned_to_agent: 24,
        approved_without_contract: 24,
      },
      public_holidays: [],
    });
    expect(data.defaults).toEqual(data.values);
    expect(Object.values(data.last_changes)).toEqual([null, null, null, null, null, null]);
    for (const who of [risk, agent]) {
      expect((await app.inject({ method: 'GET', url: '/api/admin/settings', headers: who.headers })).statusCode).toBe(403);
      expect((await patch({ four_eyes_percent: 1 }, 0, 'en', who)).status).toBe(403);
    }
  });

  it('refuses bad values with a translated error on each field and writes none of them', async () => {
    const bad = {
      four_eyes_amount: 5,
      four_eyes_percent: 101,
      sla_hours: { ...(await show()).values.sla_hours, under_review: 0 },
      public_holidays: [
        { date: '2026-10-06', name_ar: 'عيد القوات المسلحة', name_en: 'Armed Forces Day' },
        { date: '2026-10-06', name_ar: 'مكرر', name_en: '' },
      ],
    };
    expect(await patch(bad, 0)).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid',
        errors: {
          four_eyes_percent: ['Enter a whole percentage from zero to 100'],
          'sla_hours.under_review': ['Enter whole hours from 1 to 720'],
          'public_holidays.1.date': ['This date is already in the list of holidays'],
          'public_holidays.1.name_en': ['This field is required'],
        },
      },
    });
    const arabic = await patch({ four_eyes_percent: 101 }, 0, 'ar');
    expect(arabic.body.errors.four_eyes_percent).toEqual(['أدخل نسبة صحيحة من صفر إلى ١٠٠']);
    expect((await patch({ export_roles: ['boss'] }, 0)).body.errors).toEqual({ export_roles: ['Must be one of: agent, risk, admin'] });
    expect((await patch({ four_eyes_amount: 'lots' }, 0)).status).toBe(422);
    expect((await patch({}, 0)).status).toBe(422);
    expect(await app.db.select().from(settings)).toEqual([]);
  });

  it('needs the version the page was opened on (428 without it)', async () => {
    expect((await patch({ four_eyes_percent: 25 })).status).toBe(428);
    expect(await app.db.select().from(settings)).toEqual([]);
  });

  it('writes the changed keys, one audit entry each with from and to, and shows who changed them', async () => {
    const before = await audited();
    const answer = await change({
      four_eyes_percent: 25,
      // Unchanged (only in another order): not written, not audited.
      export_roles: ['admin', 'risk'],
      public_holidays: [
        { date: '2026-10-06', name_ar: ' عيد القوات المسلحة ', name_en: 'Armed Forces Day' },
        { date: '2026-07-23', name_ar: 'عيد الثورة', name_en: 'Revolution Day' },
      ],
    });
    expect(answer.message).toBe('Settings saved');
    expect(answer.data.version).toBe(2);
    expect(answer.data.values.four_eyes_percent).toBe(25);
    expect(answer.data.defaults.four_eyes_percent).toBe(20);
    // Sorted by date, names trimmed.
    expect(answer.data.values.public_holidays.map((holiday: { date: string }) => holiday.date)).toEqual(['2026-07-23', '2026-10-06']);
    expect(answer.data.values.public_holidays[1].name_ar).toBe('عيد القوات المسلحة');
    expect(answer.data.last_changes.four_eyes_percent).toEqual({
      changed_at: expect.any(String),
      changed_by: { id: admin.user.id, name: admin.user.name },
    });
    expect(answer.data.last_changes.export_roles).toBeNull();
    const entries = (await audited()).slice(before.length);
    expect(entries).toEqual([
      { userId: admin.user.id, recordId: 'four_eyes_percent', details: { from: 20, to: 25 } },
      {
        userId: admin.user.id,
        recordId: 'public_holidays',
        details: { from: [], to: answer.data.values.public_holidays },
      },
    ]);
    // Saving the same again changes nothing.
    const again = await patch({ four_eyes_percent: 25 }, answer.data.version);
    expect(again.body.message).toBe('Nothing changed in the settings');
    expect((await audited()).length).toBe(before.length + 2);
    await change({ four_eyes_percent: 20, public_holidays: [] });
  });

  it('refuses a save made on an older page (409) and, of two at once, takes exactly one', async () => {
    const { version } = await show();
    await change({ four_eyes_percent: 30 });
    expect(await patch({ four_eyes_percent: 40 }, version)).toEqual({
      status: 409,
      body: { message: 'Another administrator changed the settings after you opened the page; reload and save again' },
    });
    const current = (await show()).version;
    const both = await Promise.all([patch({ four_eyes_percent: 41 }, current), patch({ four_eyes_amount: 42 }, current)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const values = (await show()).values;
    expect([values.four_eyes_percent === 41, values.four_eyes_amount === 42].filter(Boolean)).toHaveLength(1);
    await change({ four_eyes_percent: 20, four_eyes_amount: 100_000 });
  });

  describe('each setting takes effect at once', () => {
    const me = async (who: Staff) => (await app.inject({ method: 'GET', url: '/api/auth/me', headers: who.headers })).json().data;
    const exportStatus = async (who: Staff) =>
      (await app.inject({ method: 'GET', url: '/api/clients/export', headers: who.headers })).statusCode;

    it('export roles: /auth/me can_export and the export routes follow them', async () => {
      expect((await me(risk)).can_export).toBe(true);
      expect(await exportStatus(risk)).toBe(200);
      await change({ export_roles: ['admin'] });
      expect((await me(risk)).can_export).toBe(false);
      expect(await exportStatus(risk)).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/limit-requests/export', headers: risk.headers })).statusCode).toBe(403);
      await change({ export_roles: ['agent', 'admin'] });
      expect((await me(agent)).can_export).toBe(true);
      expect(await exportStatus(agent)).toBe(200);
      await change({ export_roles: ['risk', 'admin'] });
    });

    it('two-factor roles: a person of a newly required role must enrol, at log-in and on a session they already hold', async () => {
      const status = async (who: Staff) =>
        (await app.inject({ method: 'GET', url: '/api/two-factor/status', headers: who.headers })).json().data.required;
      expect(await status(agent)).toBe(false);
      await change({ two_factor_required_roles: ['agent'] });
      expect(await status(agent)).toBe(true);
      expect((await app.inject({ method: 'GET', url: '/api/clients', headers: agent.headers })).statusCode).toBe(403);
      const fresh = await createStaff(app, 'agent');
      expect((await login(app, fresh.email)).json().data.enrolment_required).toBe(true);
      await change({ two_factor_required_roles: [] });
      expect((await app.inject({ method: 'GET', url: '/api/clients', headers: agent.headers })).statusCode).toBe(200);
    });

    it('four eyes: raising the threshold lets a 150,000 approval through without a second reviewer', async () => {
      const [approve] = await app.db.select().from(limitRequestActions).where(eq(limitRequestActions.coreFunctionKey, 'approve'));
      const approveOne = async () => {
        const client = await insertClient(app, { isSubmitted: true });
        const request = await insertLimitRequest(app, {
          clientId: client.id,
          createdBy: agent.user.id,
          requestStatus: 'under_review',
          assignedTo: risk.user.id,
          requestedLimit: '150000.00',
        });
        const response = await app.inject({
          method: 'POST',
          url: `/api/limit-requests/${request.id}/action/${approve!.id}`,
          headers: risk.headers,
          payload: {},
        });
        expect(response.statusCode).toBe(200);
        return (await app.db.select().from(limitRequests).where(eq(limitRequests.id, request.id)))[0]!.requestStatus;
      };
      expect(await approveOne()).toBe('awaiting_confirmation');
      await change({ four_eyes_amount: 200_000 });
      expect(await approveOne()).toBe('approved');
      const shown = await insertLimitRequest(app, { clientId: (await insertClient(app, { isSubmitted: true })).id });
      const detail = await app.inject({ method: 'GET', url: `/api/limit-requests/show/${shown.id}`, headers: risk.headers });
      expect(detail.json().data.four_eyes).toEqual({ amount: 200_000, percent: 20 });
      await change({ four_eyes_amount: 100_000 });
    });
  });
});
