import { randomBytes } from 'node:crypto';
import { createStaff, login, PASSWORD } from '../test/fixtures';
import { useTestApp } from '../test/test-app';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('REDIS_URL is not set: skipping the Redis rate-limit tests.');

/** The limits counted in Redis (redis-outage.test.ts covers Redis going away). */
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
});
