import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../app';
import { settings } from '../db/schema';
import { signedIn } from '../test/fixtures';
import { testConfig, throwAwayDatabase } from '../test/test-app';

const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!hasPostgres) console.warn('Skipping the two-app settings test: TEST_DATABASE_URL not set.');

/** Resolves once `check` holds; each try waits for the next turn of the event loop, never a fixed time. */
async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within the deadline');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Issue 17: two API processes on one PostgreSQL database. A change made through one applies in
 * the other at once (its LISTEN connection hears the table's notice), an operator's SQL included.
 */
(hasPostgres ? describe : describe.skip)('settings on two API instances sharing PostgreSQL', () => {
  jest.setTimeout(60_000);
  let drop: () => Promise<void>;
  let databaseUrl: string;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    const database = await throwAwayDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    a = await buildApp(testConfig({ databaseUrl: database.url, exportRoles: ['admin', 'risk'] }));
    await a.ready();
    b = await buildApp(testConfig({ databaseUrl: database.url, exportRoles: ['admin', 'risk'] }));
    await b.ready();
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await drop?.();
  });

  it("applies a change made through one instance in the other without a restart, and an operator's SQL in both", async () => {
    const admin = await signedIn(a, 'admin');
    const risk = await signedIn(b, 'risk');
    const canExport = async () =>
      (await b.inject({ method: 'GET', url: '/api/auth/me', headers: risk.headers })).json().data.can_export as boolean;
    expect(await canExport()).toBe(true);
    // Both instances hear notices (their LISTEN connections are up).
    await eventually(() => a.settings.current() !== undefined && b.settings.current() !== undefined);

    const changed = await a.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { ...admin.headers, 'if-match': '"0"' },
      payload: { export_roles: ['admin'] },
    });
    expect(changed.statusCode).toBe(200);
    await eventually(() => !b.settings.current().export_roles.includes('risk'));
    expect(await canExport()).toBe(false);
    expect((await b.inject({ method: 'GET', url: '/api/clients/export', headers: risk.headers })).statusCode).toBe(403);

    await b.db.update(settings).set({ value: ['admin', 'risk'] });
    await eventually(() => [a, b].every((app) => app.settings.current().export_roles.includes('risk')));
    expect(await canExport()).toBe(true);
  });

  it('misses no change while its listening connection is cut: it reads the database until it listens again', async () => {
    const sql = async (statement: string) => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      return client.query(statement).finally(() => client.end());
    };
    const cut = await sql(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN %'",
    );
    expect(cut.rowCount).toBeGreaterThan(0);
    await sql(`update settings set value = '["admin"]' where key = 'export_roles'`);
    await eventually(() => [a, b].every((app) => !app.settings.current().export_roles.includes('risk')));
    expect((await b.settings.read()).export_roles).toEqual(['admin']);
  });
});
