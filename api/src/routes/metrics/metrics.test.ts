import { insertClient } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

const TOKEN = 'test-metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, line: string): number | undefined {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe.each(backends())('GET /metrics (issue 20, $name)', (backend) => {
  describe('without METRICS_TOKEN', () => {
    const context = useTestApp(backend);

    it('answers 404, as for an unknown address', async () => {
      const response = await context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('with METRICS_TOKEN', () => {
    // A low self-onboarding limit: its challenge (20 times that per hour) is refused soon.
    const context = useTestApp(backend, { metricsToken: TOKEN, selfOnboardingRateLimit: 1 });
    const scrape = () => context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

    it('refuses no token and a wrong one with 401', async () => {
      expect((await context.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
      const wrong = await context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
      expect(wrong.statusCode).toBe(401);
    });

    it('reports requests by route pattern and status, queries, the pool, the loop, the outboxes and the book', async () => {
      const { app } = context;
      await insertClient(app, {});
      await app.inject({ method: 'GET', url: '/api/health/live' });
      await app.inject({ method: 'GET', url: '/api/health/ready' });
      // Unauthenticated: a 401 under the route's pattern, never the id sent.
      await app.inject({ method: 'GET', url: '/api/clients/987654' });

      const response = await scrape();
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      expect(sample(text, 'http_requests_total{method="GET",route="/api/health/live",status_code="200"}')).toBe(1);
      expect(sample(text, 'http_requests_total{method="GET",route="/api/clients/:id",status_code="401"}')).toBe(1);
      expect(text).not.toContain('987654');
      expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/health/ready",status_code="200"}')).toBe(1);
      expect(sample(text, 'db_query_duration_seconds_count{operation="select",outcome="ok"}')).toBeGreaterThan(0);
      const backendLabel = backend.name === 'postgres' ? 'postgres' : 'pglite';
      expect(sample(text, `db_pool_connections{backend="${backendLabel}",state="max"}`)).toBe(backend.name === 'postgres' ? 10 : 1);
      expect(sample(text, `db_pool_connections{backend="${backendLabel}",state="waiting"}`)).toBe(0);
      expect(sample(text, 'event_loop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'overload_refusals_total')).toBe(0);
      expect(sample(text, 'outbox_depth{queue="mail"}')).toBe(0);
      expect(sample(text, 'outbox_depth{queue="sms"}')).toBe(0);
      expect(sample(text, 'backoffice_clients{source="staff"}')).toBe(1);
      expect(sample(text, 'backoffice_clients{source="self_onboarding"}')).toBe(0);
      expect(sample(text, 'backoffice_limit_requests{decision_status="pending"}')).toBe(0);
      expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    });

    it('counts rate-limit refusals by route', async () => {
      const { app } = context;
      let status = 0;
      // The proof-of-work challenge is limited per address; asked until the limit answers 429.
      for (let attempt = 0; attempt < 30 && status !== 429; attempt += 1) {
        status = (await app.inject({ method: 'GET', url: '/api/self-onboarding/challenge', remoteAddress: '10.9.9.9' })).statusCode;
      }
      expect(status).toBe(429);
      expect(sample((await scrape()).body, 'rate_limit_refusals_total{route="/api/self-onboarding/challenge"}')).toBe(1);
    });
  });
});
