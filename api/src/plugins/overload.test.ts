import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config/config';
import healthRoutes from '../routes/health';
import configPlugin from './config';
import errorHandler from './error-handler';
import overload from './overload';

/** Polls until `condition` holds, failing after `withinMs`: waits for what a fixed sleep used to guess. */
async function until(condition: () => boolean | Promise<boolean>, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The delay histogram samples on a 10 ms timer (overload.ts RESOLUTION_MS). Node fires timers in
 * the order they fall due, so a timer due after the next sample runs after it: an ordering, not a guess.
 */
const afterNextSample = () => new Promise((resolve) => setTimeout(resolve, 2 * 10));

function blockEventLoop(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/*
 * Only the plugins overload protection needs, so no database start-up competes for the
 * loop; that the event-loop route demands a token is checked with every protected route.
 */
describe('overload protection', () => {
  let app: FastifyInstance;
  const health = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/health', headers });

  /** Start-up keeps the loop busy (more so on a loaded machine); wait for a calm sample. */
  async function calm() {
    await until(async () => (await health()).statusCode === 200, 10_000);
  }

  beforeAll(async () => {
    app = Fastify();
    // The limit is on how late a 250 ms timer fires, so a 3 s stall exceeds 100 ms wherever it falls.
    await app.register(configPlugin, { config: { ...loadConfig({}), maxEventLoopDelayMs: 100 } });
    await app.register(errorHandler);
    await app.register(overload);
    await app.register(healthRoutes, { prefix: '/api/health' });
    app.get('/api/test/block', async () => {
      blockEventLoop(3000);
      return { blocked: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers 503 with a translated message and Retry-After while the loop is blocked, normally afterwards', async () => {
    await calm();
    expect((await health()).statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: '/api/test/block' })).statusCode).toBe(200);
    // The overdue sample records the stall on the loop's next timer turn.
    let busy = await health();
    await until(async () => (busy = await health()).statusCode === 503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({ message: 'الخادم مشغول الآن، حاول مرة أخرى بعد لحظات' });
    expect((await health({ 'accept-language': 'en' })).json()).toEqual({ message: 'The server is busy right now, try again in a moment' });

    await calm();
    expect((await health()).statusCode).toBe(200);
  });

  it('reports the event-loop delay measured since the previous reading', async () => {
    const read = async () => (await app.inject({ method: 'GET', url: '/api/health/event-loop' })).json().data;
    await read();
    // Node's histogram starts timing again at its first tick after a reset.
    await afterNextSample();
    blockEventLoop(200);
    await afterNextSample();
    const stalled = await read();
    expect(stalled.maxMs).toBeGreaterThanOrEqual(150);
    expect(stalled.p50Ms).toBeLessThanOrEqual(stalled.p99Ms);
    expect(stalled.p99Ms).toBeLessThanOrEqual(stalled.maxMs);

    await afterNextSample();
    expect((await read()).maxMs).toBeLessThan(150);
  });
});
