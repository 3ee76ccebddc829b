import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../db/schema';
import { auditLogRepository } from '../repositories/auth/audit-log-repository';
import { createStaff } from '../test/fixtures';
import { backends, startTestApp } from '../test/test-app';

describe.each(backends())('the audit trail is append-only, issue 17 ($name)', (backend) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let entryId: number;

  beforeAll(async () => {
    ({ app, close } = await startTestApp(backend));
    const admin = await createStaff(app, 'admin');
    await auditLogRepository(app.db).record({
      userId: admin.id,
      action: 'account_created',
      ip: '10.1.2.3',
      userAgent: 'jest',
      recordType: 'user',
      recordId: admin.id,
      details: { role: 'admin' },
    });
    const [row] = await app.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(sql`${auditLog.recordId} = ${String(admin.id)}`);
    entryId = row!.id;
  });
  afterAll(() => close());

  it.each([
    ['UPDATE', () => sql`update audit_log set action = 'logged_in' where id = ${entryId}`],
    ['DELETE', () => sql`delete from audit_log where id = ${entryId}`],
    ['TRUNCATE', () => sql`truncate audit_log`],
  ])('the database refuses %s, whoever asks', async (operation, statement) => {
    // Drizzle wraps the database's error; its cause is the trigger's own.
    await expect(app.db.execute(statement())).rejects.toMatchObject({
      cause: expect.objectContaining({ message: `audit_log is append-only: ${operation} refused` }),
    });
    const [row] = await app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.id} = ${entryId}`);
    expect(row).toMatchObject({ action: 'account_created', recordType: 'user', details: { role: 'admin' } });
  });

  it('records an event nobody known did (a failed log-in to an unknown address)', async () => {
    await auditLogRepository(app.db).record({
      userId: null,
      action: 'login_failed',
      ip: null,
      userAgent: null,
      details: { email: 'x@y.z' },
    });
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'login_failed'`);
    expect(rows).toEqual([expect.objectContaining({ userId: null, details: { email: 'x@y.z' } })]);
  });
});
