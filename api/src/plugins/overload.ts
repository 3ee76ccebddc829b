import fp from 'fastify-plugin';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { AppError } from '../http/app-error';

/** How often the lag is sampled: short, so an overload is answered within a quarter of a second. */
const SAMPLE_INTERVAL_MS = 250;
const RESOLUTION_MS = 10;
const RETRY_AFTER_SECONDS = 5;

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Event-loop delay since the previous call (the bench reads it once per scenario). */
    readEventLoopDelay(): EventLoopDelay;
    /** Issue 20: for GET /metrics, the lag the refusal compares with its limit, and how many it refused. */
    overloadReadings: { lagMs(): number; refusals(): number };
  }
}

/** The delay histogram, for the bench's readings; it reports only the lateness beyond its own timer. */
function delayReader() {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  const lateness = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 100) / 100);
  return {
    read(): EventLoopDelay {
      const reading =
        histogram.count === 0
          ? { p50Ms: 0, p99Ms: 0, maxMs: 0 }
          : { p50Ms: lateness(histogram.percentile(50)), p99Ms: lateness(histogram.percentile(99)), maxMs: lateness(histogram.max) };
      histogram.reset();
      return reading;
    },
    stop: () => histogram.disable(),
  };
}

/**
 * How late the last sampling timer fired. Measured from the timer's own drift rather than a
 * histogram's mean: a window that happens to hold no histogram sample must not read as an
 * infinite delay (that is how @fastify/under-pressure refuses a merely busy server).
 */
function lagSampler() {
  let lastTick = 0;
  let lagMs = 0;
  let timer: NodeJS.Timeout | undefined;
  return {
    lag: () => lagMs,
    /**
     * Started once the server is ready: start-up itself (migrations, the first seed on
     * PGlite) holds the loop for seconds, and that must not turn away the first requests.
     */
    start() {
      lastTick = performance.now();
      timer = setInterval(() => {
        const now = performance.now();
        lagMs = Math.max(0, now - lastTick - SAMPLE_INTERVAL_MS);
        lastTick = now;
      }, SAMPLE_INTERVAL_MS);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * A stalled process answers 503 with Retry-After at once instead of letting every request
 * wait behind the blocked loop. A limit of 0 turns the refusal off (the measurements stay).
 */
export default fp(
  async function overload(app) {
    const delays = delayReader();
    const sampler = lagSampler();
    app.addHook('onReady', async () => sampler.start());
    app.addHook('onClose', async () => {
      delays.stop();
      sampler.stop();
    });
    app.decorate('readEventLoopDelay', delays.read);

    let refusals = 0;
    app.decorate('overloadReadings', { lagMs: sampler.lag, refusals: () => refusals });

    const limit = app.config.maxEventLoopDelayMs;
    app.addHook('onRequest', (_request, reply, done) => {
      if (limit <= 0 || sampler.lag() <= limit) return done();
      refusals += 1;
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      done(new AppError(503, 'serverBusy'));
    });
  },
  { name: 'overload', dependencies: ['config', 'error-handler'] },
);
