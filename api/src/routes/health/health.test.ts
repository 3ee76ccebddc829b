import { sql } from 'drizzle-orm';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('GET /api/health ($name)', (backend) => {
  const context = useTestApp(backend);

  it('answers ok without a token', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok' } });
  });

  it('stays fast while a slow query runs', async () => {
    let slowFinishedAt = 0;
    // drizzle queries are lazy thenables: `.then` is what sends it.
    const slow = context.app.db.execute(sql`select pg_sleep(1.5)`).then(() => {
      slowFinishedAt = performance.now();
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const response = await context.app.inject({ method: 'GET', url: '/api/health' });
    const answeredAt = performance.now();
    await slow;

    expect(response.statusCode).toBe(200);
    expect(answeredAt - started).toBeLessThan(250);
    expect(slowFinishedAt - answeredAt).toBeGreaterThan(800);
  });
});
