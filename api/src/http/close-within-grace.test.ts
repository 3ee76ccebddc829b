import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { backends, testConfig, throwAwayDatabase } from '../test/test-app';
import { closeWithinGrace } from './close-within-grace';

/** Polls until `holds` is true: the request reaches the handler some time after fetch is called. */
async function until(holds: () => boolean, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Issue 20 (decision 0029): what SIGTERM does with a request that does not finish in time (the
 * burst test in faults/ covers the requests that do). A route that waits until the test lets it
 * go stands for a slow report or a stuck upstream.
 */
describe.each(backends())('closing within the grace period ($name)', (backend) => {
  let app: FastifyInstance;
  let url: string;
  let drop: (() => Promise<void>) | undefined;
  let release: () => void;
  const lines: { msg?: string; requests?: { method: string; route: string }[] }[] = [];

  beforeEach(async () => {
    const database = backend.name === 'postgres' ? await throwAwayDatabase() : undefined;
    drop = database?.drop;
    lines.length = 0;
    app = await buildApp(testConfig({ databaseUrl: database?.url, logLevel: 'info' }), {
      logDestination: { write: (line) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
    });
    const released = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/test/slow/:id', { config: { public: true } }, async () => {
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    release();
    if (app.server.listening) await app.close();
    await drop?.();
  });

  /** The answer to come, once the request is being handled. */
  const startSlowRequest = async () => {
    const answer = fetch(`${url}/api/test/slow/7?token=secret`).then(
      async (response) => ({ status: response.status, body: (await response.json()) as unknown }),
      (error: Error) => ({ failed: error.message }),
    );
    await until(() => app.requestsInFlight().length === 1);
    return { answer };
  };

  const databaseAnswers = () =>
    app.db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );

  it('lets a request that ends within the grace period finish, closes the database and exits 0', async () => {
    const { answer } = await startSlowRequest();
    const code = closeWithinGrace(app, 60_000).close();
    release();
    expect(await answer).toEqual({ status: 200, body: { done: true } });
    expect(await code).toBe(0);
    expect(await databaseAnswers()).toBe(false);
  });

  it('a connection whose request head is still arriving does not hold the shutdown: cut once the rest is answered, exit 0', async () => {
    // A stalled sender or a probe: without the cut, the server waited for it until the grace period ended.
    const stalled = connect(Number(new URL(url).port), '127.0.0.1');
    stalled.on('error', () => undefined); // a reset is as good a cut as an end
    await once(stalled, 'connect');
    stalled.write('GET /api/health HTTP/1.1\r\nHost: test\r\n');
    const stalledClosed = once(stalled, 'close');
    const { answer } = await startSlowRequest();
    const code = closeWithinGrace(app, 600_000).close();
    release();
    expect(await answer).toEqual({ status: 200, body: { done: true } });
    expect(await code).toBe(0);
    await stalledClosed;
    expect(lines.some((line) => line.msg?.startsWith('shutdown grace period over'))).toBe(false);
    expect(await databaseAnswers()).toBe(false);
  });

  it('past the grace period cuts the request, logs it by route (never its address), still closes the database, and exits 1', async () => {
    const { answer } = await startSlowRequest();
    const code = await closeWithinGrace(app, 200).close();
    expect(code).toBe(1);
    expect(await answer).toEqual({ failed: 'fetch failed' });
    const cut = lines.find((line) => line.msg?.startsWith('shutdown grace period over'));
    expect(cut?.requests).toEqual([expect.objectContaining({ method: 'GET', route: '/api/test/slow/:id' })]);
    expect(JSON.stringify(lines)).not.toContain('secret');
    expect(await databaseAnswers()).toBe(false);
  });

  it('a second signal cuts at once, long before the grace period ends', async () => {
    const { answer } = await startSlowRequest();
    const shutdown = closeWithinGrace(app, 600_000);
    const code = shutdown.close();
    shutdown.cutNow();
    expect(await code).toBe(1);
    expect(await answer).toEqual({ failed: 'fetch failed' });
  });
});
