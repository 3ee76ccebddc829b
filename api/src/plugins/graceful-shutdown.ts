import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

/** What the log says about a request cut at the end of the grace period: its route, never its URL. */
export interface RequestInFlight {
  id: string;
  method: string;
  route: string;
  startedMsAgo: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 20: the requests this process is answering now (server.ts logs them if a shutdown cuts them). */
    requestsInFlight(): RequestInFlight[];
    /** Resolves once the app is closing and has no request left to answer (close-within-grace.ts). */
    requestsDrained(): Promise<void>;
  }
}

const RETRY_AFTER_SECONDS = 5;

/**
 * Issue 20 (decision 0029): while the app closes, a request that still reaches it (on a connection
 * opened before) is refused with a translated 503 and Retry-After, so a load balancer or the portal
 * tries again elsewhere; the requests already running finish, and their connections close after
 * the answer instead of idling until the keep-alive timeout holds the shutdown up.
 */
export default fp(
  async function gracefulShutdown(app) {
    let closing = false;
    const inFlight = new Map<string, { method: string; route: string; startedAt: number }>();
    let drained: () => void;
    const whenDrained = new Promise<void>((resolve) => (drained = resolve));
    const checkDrained = () => {
      if (closing && inFlight.size === 0) drained();
    };

    app.addHook('preClose', async () => {
      closing = true;
      checkDrained();
    });
    app.addHook('onRequest', (request, reply, done) => {
      // A request refused below is answered too: it counts until its 503 has gone.
      inFlight.set(request.id, { method: request.method, route: request.routeOptions.url ?? '(no route)', startedAt: performance.now() });
      // 'close' also comes for a hijacked answer (a notification stream) and a client that left.
      reply.raw.once('close', () => {
        inFlight.delete(request.id);
        checkDrained();
      });
      if (closing) {
        reply.header('connection', 'close').header('retry-after', String(RETRY_AFTER_SECONDS));
        return done(new AppError(503, 'serverRestarting'));
      }
      done();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.decorate('requestsDrained', () => whenDrained);
    app.decorate('requestsInFlight', () => {
      const now = performance.now();
      return [...inFlight].map(([id, { method, route, startedAt }]) => ({ id, method, route, startedMsAgo: Math.round(now - startedAt) }));
    });
  },
  { name: 'graceful-shutdown', dependencies: ['error-handler'] },
);
