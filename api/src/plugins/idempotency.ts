import fp from 'fastify-plugin';
import type { IdempotencyOptions } from '../idempotency/idempotency-headers';
import { idempotencyGate, type Claim } from '../idempotency/idempotency-gate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Issue 20: a create that honours Idempotency-Key (document it with IdempotencyKeyHeaders). */
    idempotency?: IdempotencyOptions;
  }
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
  interface FastifyInstance {
    /** The clock the keys' 24 hours are counted on; tests move it. */
    idempotencyClock: { now: () => Date };
  }
}

/**
 * Issue 20 ("never twice"): every create sent with an Idempotency-Key runs once per key. The key is
 * claimed in the database before the route runs (so it holds across processes), its 2xx answer kept
 * for 24 hours and sent again to a retry; see docs/decisions/0028-idempotency-keys.md.
 */
export default fp(
  async function idempotency(app) {
    const clock = { now: () => new Date() };
    app.decorate('idempotencyClock', clock);
    app.decorateRequest('idempotencyClaim', null);
    const gate = idempotencyGate(app.db, () => clock.now());

    // After authentication (onRequest) and validation, so the key is the signed-in user's and well formed.
    app.addHook('preHandler', async (request, reply) => {
      const options = request.routeOptions.config.idempotency;
      const key = request.headers['idempotency-key'];
      if (!options || typeof key !== 'string') return;
      const entered = await gate.enter(request, reply, options, key);
      if ('claimedAt' in entered) request.idempotencyClaim = entered;
      else return entered;
    });

    // Before the answer leaves: a retry sent the moment the first answer arrives finds it recorded.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      try {
        await gate.leave(claim, reply.statusCode, reply.getHeader('content-type')?.toString(), payload);
      } catch (error) {
        // The create is done; failing its answer now would only invite the retry the key is there to stop.
        request.log.error({ err: error }, 'idempotency key not recorded');
      }
      return payload;
    });

    app.addHook('onResponse', async (request) => {
      const claim = request.idempotencyClaim;
      if (claim) await gate.abandon(claim).catch((error: unknown) => request.log.error({ err: error }, 'idempotency key not released'));
    });
  },
  { name: 'idempotency', dependencies: ['database', 'multipart'] },
);
