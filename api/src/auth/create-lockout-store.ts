import type { Redis } from 'ioredis';
import type { LockoutSettings, LockoutStore } from './lockout-store';
import { RedisLockout } from './redis-lockout';
import { UnknownAccountLockout } from './unknown-account-lockout';

/** In Redis when there is one, so every API process locks the same keys; in memory otherwise. */
export function createLockoutStore(redis: Redis | undefined, settings: LockoutSettings, namespace = 'unknown'): LockoutStore {
  return redis
    ? new RedisLockout(redis, settings, namespace)
    : new UnknownAccountLockout(settings.threshold, settings.lockMs, 10_000, settings.maxLockMs);
}
