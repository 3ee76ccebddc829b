import { dataBody } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { protectedErrors } from '../../http/envelope';

const Delay = Type.Object({ p50Ms: Type.Number(), p99Ms: Type.Number(), maxMs: Type.Number() });

/** Staff only, since it tells how loaded the server is; each call starts a new measuring window. */
const eventLoopRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: { tags: ['health'], response: { 200: dataBody(Delay), ...protectedErrors } } }, async () => ({
    data: app.readEventLoopDelay(),
  }));
};

export default fp(eventLoopRoute, { name: 'event-loop-route', encapsulate: true, dependencies: ['overload'] });
