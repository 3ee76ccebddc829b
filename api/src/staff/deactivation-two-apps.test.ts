import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { createStaff, login } from '../test/fixtures';
import { testConfig, throwAwayDatabase } from '../test/test-app';

/**
 * Issue 17: "a deactivated account ... every session it holds ends at once, on every API process".
 * Two app instances on one PostgreSQL database: the person's session is held (cached) by B, the
 * administrator deactivates them on A, and B refuses the session on its next request.
 */
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('deactivation seen by another API process (postgres)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await throwAwayDatabase();
    drop = database.drop;
    a = await buildApp(testConfig({ databaseUrl: database.url }));
    await a.ready();
    b = await buildApp(testConfig({ databaseUrl: database.url }));
    await b.ready();
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await drop?.();
  });

  const bearer = async (app: FastifyInstance, email: string) => ({
    authorization: `Bearer ${(await login(app, email)).json<{ data: { access_token: string } }>().data.access_token}`,
  });

  it('ends the session on the other process at once', async () => {
    const admin = await createStaff(a, 'admin');
    const agent = await createStaff(a, 'agent');
    const adminHeaders = await bearer(a, admin.email);
    const agentHeaders = await bearer(b, agent.email);
    const me = () => b.inject({ method: 'GET', url: '/api/auth/me', headers: agentHeaders });
    // Used a few times, so B holds the session in its cache.
    for (let i = 0; i < 3; i += 1) expect((await me()).statusCode).toBe(200);

    const deactivated = await a.inject({ method: 'POST', url: `/api/admin/users/${agent.id}/deactivate`, headers: adminHeaders });
    expect(deactivated.statusCode).toBe(200);
    // The notice travels from PostgreSQL to B on B's own connection: milliseconds, not a request.
    // In one process a cached answer involves no I/O, so each try first lets the socket be read.
    const ioTurn = () => new Promise((resolve) => setImmediate(resolve));
    const deadline = Date.now() + 2000;
    let status = (await me()).statusCode;
    while (status === 200 && Date.now() < deadline) status = (await ioTurn(), await me()).statusCode;
    expect(status).toBe(401);
    expect((await login(b, agent.email)).statusCode).toBe(422);
  });
});
