import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createStaff, login, PASSWORD } from '../test/fixtures';
import { formReference } from '../test/client-form';
import { NEW_PASSWORD, passwordCalls } from '../test/password-change';
import { applicationForm, apply } from '../test/self-onboarding';
import { tcpProxy } from '../test/tcp-proxy';
import { startTestApp } from '../test/test-app';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('REDIS_URL is not set: skipping the Redis outage tests.');

/** The API reaches the real Redis through a relay the tests cut, silence and restore. */
(redisUrl ? describe : describe.skip)('a Redis outage', () => {
  const redisKeyPrefix = `test-outage-${randomBytes(6).toString('hex')}:`;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let headers: Record<string, string>;

  /** Not events.once: that rejects on the 'error' events an outage is bound to raise. */
  const nextEvent = (event: 'close' | 'reconnecting' | 'ready') => new Promise((resolve) => app.redis!.once(event, resolve));

  beforeAll(async () => {
    proxy = await tcpProxy(new URL(redisUrl!));
    ({ app, close } = await startTestApp({ name: 'pglite' }, { redisUrl: `redis://127.0.0.1:${proxy.port}`, redisKeyPrefix }));
    const staff = await createStaff(app);
    headers = { authorization: `Bearer ${(await login(app, staff.email)).json().data.access_token}` };
  });

  afterAll(async () => {
    await close?.();
    await proxy?.close();
    const redis = new Redis(redisUrl!, { keyPrefix: redisKeyPrefix });
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(redisKeyPrefix.length)));
    await redis.quit();
  });

  /** The three Redis-limited calls, timed, each from a fresh address (the password call needs none). */
  async function limitedCalls(language: string) {
    const staff = await createStaff(app);
    let address = 0;
    const post = (url: string, payload: object, extra: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'accept-language': language, ...extra },
        remoteAddress: `10.77.${language.length}.${(address += 1)}`,
      });
    const started = Date.now();
    const answers = {
      login: await post('/api/auth/login', { email: staff.email, password: PASSWORD }),
      unknownLogin: await post('/api/auth/login', { email: 'nobody@test.example', password: 'Wrong-pass1!' }),
      passwordChange: await post('/api/password/change-request', {}, headers),
      selfStore: await post('/api/client-self-store', {}),
    };
    return { answers, elapsedMs: Date.now() - started };
  }

  function expectUnavailable(answers: Awaited<ReturnType<typeof limitedCalls>>['answers'], message: string) {
    for (const [call, answer] of Object.entries(answers)) {
      expect({ call, status: answer.statusCode, retryAfter: answer.headers['retry-after'], body: answer.json() }).toEqual({
        call,
        status: 503,
        retryAfter: '10',
        body: { message },
      });
    }
  }

  async function expectWorking() {
    const staff = await createStaff(app);
    expect((await login(app, staff.email)).statusCode).toBe(200);
    expect((await login(app, 'nobody@test.example', 'Wrong-pass1!')).statusCode).toBe(422);
    const change = await passwordCalls(app, headers).changeRequest({
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect(change.status).toBe(200);
    expect((await apply(app, applicationForm(app, await formReference(app)))).status).toBe(201);
  }

  it('answers 503 with Retry-After, translated, while Redis refuses connections, and recovers by itself', async () => {
    const closed = nextEvent('close');
    await proxy.cut();
    await closed;
    const english = await limitedCalls('en');
    expectUnavailable(english.answers, 'The service is temporarily unavailable, try again shortly');
    // No queueing behind a dead connection: all four answers come at once.
    expect(english.elapsedMs).toBeLessThan(1000);
    const arabic = await limitedCalls('ar');
    expect(arabic.answers.passwordChange.json()).toEqual({ message: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل' });
    expect(arabic.answers.login.json()).toEqual({ message: 'الخدمة غير متاحة مؤقتًا، حاول مرة أخرى بعد قليل' });

    const ready = nextEvent('ready');
    await proxy.restore();
    await ready;
    await expectWorking();
  });

  it('answers 503 within the command timeout while Redis hangs, and recovers by itself', async () => {
    proxy.silence();
    const { answers, elapsedMs } = await limitedCalls('en');
    expectUnavailable(answers, 'The service is temporarily unavailable, try again shortly');
    // One command timeout (1 s) per call at most, never a hung request.
    expect(elapsedMs).toBeLessThan(4 * 1500);
    // The silent socket is dropped (socketTimeout) and reconnection starts without any request.
    await nextEvent('reconnecting');

    const ready = nextEvent('ready');
    await proxy.restore();
    await ready;
    await expectWorking();
  });

  it('keeps the reconnected connection past the deadline of a command lost with the old one', async () => {
    // ioredis before 6 left that command's socket timeout armed, and it destroyed the new connection.
    const redis = app.redis!;
    proxy.silence();
    const lost = redis.ping().then(
      () => 'answered',
      () => 'failed',
    );
    const deadline = Date.now() + redis.options.socketTimeout!;
    const closed = nextEvent('close');
    const ready = nextEvent('ready');
    await proxy.restore();
    await closed;
    await ready;
    expect(await lost).toBe('failed');

    let closes = 0;
    const countClose = () => (closes += 1);
    redis.on('close', countClose);
    try {
      // Busy until the old deadline is well past: every command answers, the socket stays.
      while (Date.now() < deadline + 500) expect(await redis.ping()).toBe('PONG');
    } finally {
      redis.off('close', countClose);
    }
    expect(closes).toBe(0);
    await expectWorking();
  });
});
