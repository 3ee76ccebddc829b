import { dataBody } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import eventLoopRoute from './event-loop-route';

/** Liveness only: it never touches the database, so a busy database cannot make it slow. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        security: [],
        response: { 200: dataBody(Type.Object({ status: Type.Literal('ok') })) },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );
  await app.register(eventLoopRoute, { prefix: '/event-loop' });
};

export default fp(healthRoutes, { name: 'health-routes', encapsulate: true });
