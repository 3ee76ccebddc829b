import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorBody } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { AppError } from '../../http/app-error';
import { cachedReadings, registerAppGauges } from '../../observability/app-gauges';
import { metricsReadingsRepository } from '../../repositories/metrics/metrics-readings-repository';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compared as digests, so neither the token's length nor its first differing byte shows in the timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * Issue 20 (decision 0027): Prometheus's scrape, on the main port behind METRICS_TOKEN. Without
 * a token configured it answers 404 like an unknown address, so nothing tells a stranger it exists.
 */
const metricsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { metrics } = app.observability;
  const readings = cachedReadings(
    () => metricsReadingsRepository(app.db).read(),
    (error) => app.log.warn({ err: error }, 'metrics: reading the database figures failed'),
  );
  registerAppGauges(metrics.registry, {
    pool: app.db.$client,
    backend: app.config.databaseUrl ? 'postgres' : 'pglite',
    overload: app.overloadReadings,
    readings,
  });

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['health'],
        description: 'Prometheus text format; the bearer token is METRICS_TOKEN (not a staff session). 404 while METRICS_TOKEN is unset.',
        response: {
          200: { description: 'Prometheus text exposition format 0.0.4', content: { 'text/plain': { schema: Type.String() } } },
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const token = app.config.metricsToken;
      if (!token) throw new AppError(404, 'notFound');
      if (!bearerMatches(request.headers.authorization, token)) throw new AppError(401, 'unauthenticated');
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
};

export default fp(metricsRoute, {
  name: 'metrics-route',
  encapsulate: true,
  dependencies: ['observability', 'database', 'overload', 'error-handler'],
});
