import { dataBody } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { languageOf, translate } from '../../i18n/translate';
import { checkReadiness } from '../../observability/readiness';

const Result = Type.Union([Type.Literal('ok'), Type.Literal('failed')]);
const Checks = Type.Object({ database: Result, redis: Type.Optional(Result) });
const publicProbe = { config: { public: true } } as const;

/**
 * Issue 20: liveness and readiness for a load balancer or an orchestrator. Live answers as
 * long as the process does (restart it otherwise); ready answers 200 only while the database,
 * and Redis when configured, answer (take it out of rotation otherwise, keep it running).
 */
const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/live',
    {
      ...publicProbe,
      schema: { tags: ['health'], security: [], response: { 200: dataBody(Type.Object({ status: Type.Literal('ok') })) } },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );
  app.get(
    '/ready',
    {
      ...publicProbe,
      schema: {
        tags: ['health'],
        security: [],
        response: {
          200: dataBody(Type.Object({ status: Type.Literal('ok'), checks: Checks })),
          503: Type.Object({ message: Type.String(), checks: Checks }),
        },
      },
    },
    async (request, reply) => {
      const { ready, checks } = await checkReadiness(app.db, app.redis, app.config.readinessTimeoutMs);
      if (ready) return { data: { status: 'ok' as const, checks } };
      return reply.code(503).send({ message: translate(languageOf(request), 'serviceUnavailable'), checks });
    },
  );
};

export default fp(probeRoutes, { name: 'health-probe-routes', encapsulate: true, dependencies: ['database', 'redis'] });
