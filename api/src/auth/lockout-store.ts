import type { Redis } from 'ioredis';
import { RedisLockout } from './redis-lockout';
import { UnknownAccountLockout } from './unknown-account-lockout';

/** Failure counting for e-mail addresses that have no account (see UnknownAccountLockout). */
export interface LockoutStore {
  isLocked(email: string): Promise<boolean>;
  recordFailure(email: string): Promise<void>;
}

export interface LockoutSettings {
  threshold: number;
  lockMs: number;
}

/** In Redis when there is one, so every API process locks the same addresses; in memory otherwise. */
export function lockoutStore(redis: Redis | undefined, settings: LockoutSettings): LockoutStore {
  return redis ? new RedisLockout(redis, settings) : new UnknownAccountLockout(settings.threshold, settings.lockMs);
}
