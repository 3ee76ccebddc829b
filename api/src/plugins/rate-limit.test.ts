import { randomBytes } from 'node:crypto';
import { createStaff, login, PASSWORD } from '../test/fixtures';
import { useTestApp } from '../test/test-app';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('REDIS_URL is not set: skipping the Redis rate-limit tests.');

/** The limits counted in Redis, and what each limiter does when Redis goes away. */
(redisUrl ? describe : describe.skip)('rate limits in Redis', () => {
  const redisKeyPrefix = `test-rate-limit-${randomBytes(6).toString('hex')}:`;
  const context = useTestApp({ name: 'pglite' }, { redisUrl, redisKeyPrefix });

  it('counts logins under the configured prefix, with an expiry', async () => {
    const user = await createStaff(context.app);
    const response = await login(context.app, user.email, PASSWORD, '10.9.9.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-ratelimit-remaining']).toBe(String(context.app.config.loginMaxAttemptsPerIp - 1));
    const redis = context.app.redis!;
    const [key] = await redis.keys(`${redisKeyPrefix}rate-limit:*10.9.9.9`);
    expect(key).toBeDefined();
    const unprefixed = key!.slice(redisKeyPrefix.length);
    expect(await redis.get(unprefixed)).toBe('1');
    expect(await redis.pttl(unprefixed)).toBeGreaterThan(0);
    await redis.del(unprefixed);
    expect(await redis.keys(`${redisKeyPrefix}*`)).toEqual([]);
  });

  it('keeps login open but refuses self-onboarding and password changes while Redis is down', async () => {
    const user = await createStaff(context.app);
    context.app.redis!.disconnect();
    const signedIn = await login(context.app, user.email);
    expect(signedIn.statusCode).toBe(200);
    expect((await login(context.app, 'nobody@test.example', 'Wrong-pass1!')).statusCode).toBe(422);
    const headers = { authorization: `Bearer ${signedIn.json().data.access_token}` };
    const password = await context.app.inject({ method: 'POST', url: '/api/password/change-request', headers, payload: {} });
    expect(password.statusCode).toBe(500);
    const selfStore = await context.app.inject({ method: 'POST', url: '/api/client-self-store', payload: {}, remoteAddress: '10.9.9.8' });
    expect(selfStore.statusCode).toBe(500);
  });
});
