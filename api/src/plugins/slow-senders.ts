import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { hasBody, watchBodyRate } from '../http/body-rate-guard';

/**
 * Issue 20: a body that trickles in (a probe held a public upload open 150 s with one byte every
 * 5 s) is refused with a translated 408 when the answer can still be sent, and its connection
 * closed either way. A real upload on a slow phone (256 kbit/s, 2 KB a second) is hundreds of
 * times above the default floor of 1 KB in 15 s. Node's requestTimeout bounds the whole request.
 */
export default fp(
  async function slowSenders(app) {
    const { bodyMinBytesPerWindow: minBytes, bodyRateWindowMs: windowMs } = app.config;
    if (minBytes <= 0) return;
    app.addHook('onRequest', (request, reply, done) => {
      if (!hasBody(request.raw)) return done();
      const stop = watchBodyRate(request.raw, { minBytes, windowMs }, () => {
        const socket = request.raw.socket;
        request.log.warn({ minBytes, windowMs }, 'request body too slow: refused');
        if (reply.sent || reply.raw.headersSent) {
          socket.destroy();
          return;
        }
        // The rest of the body will never be read: close once the answer is out.
        reply.raw.once('finish', () => socket.destroySoon());
        // A socket that will not take the answer either goes after one more window.
        setTimeout(() => socket.destroy(), windowMs).unref();
        void reply.header('connection', 'close').send(new AppError(408, 'requestTooSlow'));
      });
      reply.raw.once('close', stop);
      done();
    });
  },
  { name: 'slow-senders', dependencies: ['config', 'error-handler'] },
);
