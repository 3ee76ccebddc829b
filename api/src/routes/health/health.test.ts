import { sql } from 'drizzle-orm';
import { backends, useTestApp } from '../../test/test-app';

/** Polls until `condition` holds, failing after `withinMs`: waits for what a fixed sleep used to guess. */
async function until(condition: () => boolean | Promise<boolean>, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(backends())('GET /api/health ($name)', (backend) => {
  const context = useTestApp(backend);

  it('answers ok without a token', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('stays fast while a slow query runs', async () => {
    let slowFinishedAt = 0;
    const sent = jest.spyOn(context.app.db.$client, 'query');
    // drizzle queries are lazy thenables: `.then` is what sends it.
    const slow = context.app.db.execute(sql`select pg_sleep(1.5)`).then(() => {
      slowFinishedAt = performance.now();
    });
    // The health check is asked once the slow query is with the database driver.
    await until(() => sent.mock.calls.some(([query]) => JSON.stringify(query).includes('pg_sleep')));
    sent.mockRestore();
    const started = performance.now();
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    const answeredAt = performance.now();
    await slow;

    expect(response.statusCode).toBe(200);
    expect(answeredAt - started).toBeLessThan(250);
    expect(slowFinishedAt - answeredAt).toBeGreaterThan(800);
  });
});

describe.each(backends())('GET /api/health/live and /ready (issue 20, $name)', (backend) => {
  const context = useTestApp(backend, { readinessTimeoutMs: 200 });

  it('answers live without a token or a database', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('answers ready while the database answers, without Redis when none is configured', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', checks: { database: 'ok' } } });
  });

  it('answers 503 naming the database when it fails, in the caller’s language', async () => {
    const failing = jest.spyOn(context.app.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const response = await context.app.inject({ method: 'GET', url: '/api/health/ready', headers: { 'accept-language': 'en' } });
    failing.mockRestore();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The service is temporarily unavailable, try again shortly',
      checks: { database: 'failed' },
    });
  });
});
