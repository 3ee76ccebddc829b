import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import { createStaff, login, PASSWORD } from '../test/fixtures';
import { backends, useTestApp } from '../test/test-app';

/** Issue 17: every log-in, failed log-in (with its reason), lock-out and log-out is in the audit trail. */
describe.each(backends())('log-in events in the audit trail ($name)', (backend) => {
  const context = useTestApp(backend);

  it('records a log-in and a log-out, with address and browser', async () => {
    const user = await createStaff(context.app, 'agent');
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
      headers: { 'user-agent': 'Audit-Test/1.0' },
      remoteAddress: '10.9.0.1',
    });
    const token = response.json().data.access_token as string;
    await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    const rows = await context.app.db.select().from(auditLog).where(eq(auditLog.userId, user.id)).orderBy(desc(auditLog.id));
    expect(rows.map((row) => row.action)).toEqual(['logged_out', 'logged_in']);
    expect(rows[1]).toMatchObject({ ip: '10.9.0.1', userAgent: 'Audit-Test/1.0', recordType: 'user', recordId: String(user.id) });
    const [stored] = await context.app.db.select().from(auditLog).where(eq(auditLog.id, rows[1]!.id));
    expect(stored!.details).toEqual({ second_factor: false });
  });

  it('records failures with their reason, and the lock-out a failure sets', async () => {
    const user = await createStaff(context.app, 'agent');
    for (let index = 0; index < 5; index += 1) await login(context.app, user.email, 'Wrong!guess1');
    const inactive = await createStaff(context.app, 'agent', { active: false });
    await login(context.app, inactive.email);
    const unknown = `nobody.${Date.now()}@test.example`;
    await login(context.app, unknown);

    const mine = await context.app.db.select().from(auditLog).where(eq(auditLog.userId, user.id)).orderBy(desc(auditLog.id));
    expect(mine.filter((row) => row.action === 'login_failed').map((row) => row.details)).toEqual(
      Array.from({ length: 5 }, () => ({ email: user.email, reason: 'bad_password' })),
    );
    expect(mine.find((row) => row.action === 'locked_out')!.details).toEqual({ email: user.email, locked_minutes: 15 });
    const [refused] = await context.app.db.select().from(auditLog).where(eq(auditLog.userId, inactive.id));
    expect(refused).toMatchObject({ action: 'login_failed', details: { email: inactive.email, reason: 'inactive' } });
    const all = await context.app.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(20);
    expect(all.find((row) => (row.details as { email?: string } | null)?.email === unknown)).toMatchObject({
      userId: null,
      action: 'login_failed',
      details: { email: unknown, reason: 'unknown_account' },
    });
  });
});
