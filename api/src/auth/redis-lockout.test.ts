import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RedisLockout } from './redis-lockout';

const redisUrl = process.env.REDIS_URL;
if (!redisUrl) console.warn('REDIS_URL is not set: skipping the Redis lock-out tests.');
const describeWithRedis = redisUrl ? describe : describe.skip;

/** Polls until `condition` holds, failing after `withinMs`: waits for what a fixed sleep used to guess. */
async function until(condition: () => boolean | Promise<boolean>, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describeWithRedis('RedisLockout', () => {
  const prefix = `test-lockout-${randomBytes(6).toString('hex')}:`;
  let redis: Redis;
  let other: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl!, { keyPrefix: prefix });
    other = new Redis(redisUrl!, { keyPrefix: prefix });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
    await Promise.all([redis.quit(), other.quit()]);
  });

  it('counts failures from every process and locks for the configured time', async () => {
    const settings = { threshold: 3, lockMs: 800 };
    const processA = new RedisLockout(redis, settings);
    const processB = new RedisLockout(other, settings);
    await processA.recordFailure('ghost@x.test');
    await processB.recordFailure('ghost@x.test');
    expect(await processA.isLocked('ghost@x.test')).toBe(false);
    await processA.recordFailure('ghost@x.test');
    expect(await processB.isLocked('ghost@x.test')).toBe(true);
    const lockedAt = Date.now();
    expect(await processB.isLocked('other@x.test')).toBe(false);
    // Issue 15: the lock-out message says how long is left.
    expect(await processA.lockedForMs('ghost@x.test')).toBeGreaterThan(0);
    expect(await processA.lockedForMs('ghost@x.test')).toBeLessThanOrEqual(settings.lockMs);
    expect(await processB.lockedForMs('other@x.test')).toBe(0);
    // Redis expires the lock on its own clock: wait for that, then check it lasted the configured time.
    await until(async () => !(await processA.isLocked('ghost@x.test')));
    expect(Date.now() - lockedAt).toBeGreaterThanOrEqual(settings.lockMs - 50);
  });

  it('doubles the lock with each failure past the threshold, up to the maximum (issue 16)', async () => {
    const lockout = new RedisLockout(redis, { threshold: 2, lockMs: 60_000, maxLockMs: 150_000 }, 'growth');
    expect(await lockout.recordFailure('slow@x.test')).toBe(1);
    expect(await lockout.lockedForMs('slow@x.test')).toBe(0);
    expect(await lockout.recordFailure('slow@x.test')).toBe(2);
    expect(await lockout.lockedForMs('slow@x.test')).toBeGreaterThan(59_000);
    expect(await lockout.recordFailure('slow@x.test')).toBe(3);
    expect(await lockout.lockedForMs('slow@x.test')).toBeGreaterThan(119_000);
    await lockout.recordFailure('slow@x.test');
    expect(await lockout.lockedForMs('slow@x.test')).toBeGreaterThan(149_000);
    expect(await lockout.lockedForMs('slow@x.test')).toBeLessThanOrEqual(150_000);
  });

  it('keeps every key under its prefix, expiring, and without the address', async () => {
    await new RedisLockout(redis, { threshold: 5, lockMs: 60_000 }, 'key-check').recordFailure('secret@x.test');
    const keys = (await redis.keys(`${prefix}*`)).filter((key) => key.includes(':key-check:'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain('secret');
    expect(await redis.pttl(keys[0]!.slice(prefix.length))).toBeGreaterThan(59_000);
  });

  it('fails closed with a 503 error when Redis is unreachable', async () => {
    const down = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    const lockout = new RedisLockout(down, { threshold: 1, lockMs: 60_000 });
    const unavailable = { statusCode: 503, messageKey: 'serviceUnavailable', dependency: 'redis' };
    await expect(lockout.recordFailure('ghost@x.test')).rejects.toMatchObject(unavailable);
    await expect(lockout.isLocked('ghost@x.test')).rejects.toMatchObject(unavailable);
    down.disconnect();
  });
});
