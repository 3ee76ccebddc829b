import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { signedIn } from '../test/fixtures';
import { backends, useTestApp } from '../test/test-app';

/** How many statements the app sent to its database while `work` ran. */
async function statementsDuring(app: FastifyInstance, work: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(app.db.$client, 'query');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/** Polls until `condition` holds, failing after `withinMs`: waits for what a fixed sleep used to guess. */
async function until(condition: () => boolean | Promise<boolean>, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const me = (app: FastifyInstance, headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/auth/me', headers });

describe.each(backends())('sessions kept in memory ($name)', (backend) => {
  const context = useTestApp(backend);

  it('reads a session from the database once, then answers from memory', async () => {
    const { headers } = await signedIn(context.app);
    expect(await statementsDuring(context.app, () => me(context.app, headers))).toBe(1);
    expect(await statementsDuring(context.app, () => me(context.app, headers))).toBe(0);
    expect((await me(context.app, headers)).statusCode).toBe(200);
  });

  it('forgets a session at once when the database changes it, whoever changed it', async () => {
    const { user, headers } = await signedIn(context.app);
    await me(context.app, headers);
    await context.app.db.$client.query('update sessions set revoked_at = now() where user_id = $1', [user.id]);
    expect((await me(context.app, headers)).statusCode).toBe(401);
  });
});

(process.env.TEST_DATABASE_URL ? describe : describe.skip)('sessions while change notices are not heard (postgres)', () => {
  const context = useTestApp({ name: 'postgres' });

  /** Ends the app's connections that listen and have nothing else to do, the dedicated listener among them. */
  async function cutListeners(): Promise<number> {
    const admin = new Client({ connectionString: context.app.config.databaseUrl });
    await admin.connect();
    const { rowCount } = await admin
      .query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN %'",
      )
      .finally(() => admin.end());
    return rowCount ?? 0;
  }

  it('reads every session from the database until it hears notices again', async () => {
    const { headers } = await signedIn(context.app);
    await me(context.app, headers);
    expect(await statementsDuring(context.app, () => me(context.app, headers))).toBe(0);
    expect(await cutListeners()).toBeGreaterThan(0);
    // The app learns that its listener is gone when the connection ends; from then on it reads the database.
    await until(async () => (await statementsDuring(context.app, () => me(context.app, headers))) > 0);
    expect(await statementsDuring(context.app, () => me(context.app, headers))).toBeGreaterThan(0);
    // The listener reconnects after 250 ms; from then on sessions are remembered again.
    await until(async () => {
      await me(context.app, headers);
      return (await statementsDuring(context.app, () => me(context.app, headers))) === 0;
    });
    expect(await statementsDuring(context.app, () => me(context.app, headers))).toBe(0);
  });
});
