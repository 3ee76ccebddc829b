import type { FastifyInstance } from 'fastify';

/** After the cut, how long closing the database may still take before the process leaves anyway. */
const AFTER_CUT_MS = 5_000;

/**
 * Issue 20 (decision 0029): closes the app — no new connections, the requests in flight finish,
 * then the onClose hooks close the database (the PGlite worker flushes) — and resolves to the
 * exit code: 0 when everything finished within `graceMs`. Past it, the remaining connections are
 * cut (what was cut is logged, by route), the database is still closed if it can be, and the
 * code is 1. A second signal cuts at once.
 */
export function closeWithinGrace(app: FastifyInstance, graceMs: number): { close(): Promise<number>; cutNow(): void } {
  let cut: (() => void) | undefined;
  let closing: Promise<number> | undefined;
  return {
    close() {
      closing ??= new Promise<number>((resolve) => {
        let code = 0;
        const cutConnections = () => {
          if (code !== 0) return;
          code = 1;
          const requests = app.requestsInFlight();
          app.log.error({ requests, graceMs }, `shutdown grace period over: cutting ${requests.length} request(s) in flight`);
          app.server.closeAllConnections();
          setTimeout(() => {
            app.log.error('the database did not close in time after the cut');
            resolve(1);
          }, AFTER_CUT_MS).unref();
        };
        cut = cutConnections;
        const timer = setTimeout(cutConnections, graceMs);
        app.log.info({ graceMs, inFlight: app.requestsInFlight().length }, 'shutting down: finishing the requests in flight');
        // Once the last request is answered, what still holds a connection open carries nothing the
        // app has begun: a request whose head is still arriving (a slow or stalled sender, a probe)
        // kept the server from closing until the grace period cut it, and the exit said 1. Cut once
        // the server no longer listens, so no connection can come after the cut.
        const cutIdle = () => (app.server.listening ? setImmediate(cutIdle) : app.server.closeAllConnections());
        void app.requestsDrained().then(cutIdle);
        app.close().then(
          () => {
            clearTimeout(timer);
            app.log.info(code === 0 ? 'shut down cleanly' : 'shut down after cutting requests');
            resolve(code);
          },
          (error: unknown) => {
            clearTimeout(timer);
            app.log.error({ err: error }, 'shutdown failed');
            resolve(1);
          },
        );
      });
      return closing;
    },
    cutNow: () => cut?.(),
  };
}
