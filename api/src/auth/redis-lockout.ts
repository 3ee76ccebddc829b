import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { DependencyUnavailableError } from '../http/dependency-unavailable';
import type { LockoutSettings, LockoutStore } from './lockout-store';

/**
 * One round trip, atomic across processes: count the failure and, from the threshold on, lock
 * for a delay that doubles with each further failure up to a maximum (issue 16; lockDelayMs).
 * The counter outlives the longest lock and then expires, so invented addresses never pile up.
 */
const RECORD_FAILURE = `
local failures = redis.call('INCR', KEYS[1])
local threshold = tonumber(ARGV[1])
local lockMs = tonumber(ARGV[2])
local maxMs = tonumber(ARGV[3])
redis.call('PEXPIRE', KEYS[1], maxMs * 2)
if failures >= threshold then
  local delay = math.min(lockMs * (2 ^ math.min(failures - threshold, 30)), maxMs)
  redis.call('SET', KEYS[2], '1', 'PX', math.floor(delay))
end
return failures`;

type WithLockoutCommand = Redis & {
  lockoutFailure(failuresKey: string, lockKey: string, threshold: number, lockMs: number, maxLockMs: number): Promise<number>;
};

/**
 * Fail-closed: when Redis is unreachable the login answers 503 rather than letting an
 * unknown address guess without a count. The per-IP login limit, checked first, is in
 * Redis too, so during an outage known and unknown addresses get the same 503 and the
 * answer still says nothing about which accounts exist.
 */
export class RedisLockout implements LockoutStore {
  private readonly redis: WithLockoutCommand;

  constructor(
    redis: Redis,
    private readonly settings: LockoutSettings,
    private readonly namespace = 'unknown',
  ) {
    if (!('lockoutFailure' in redis)) redis.defineCommand('lockoutFailure', { numberOfKeys: 2, lua: RECORD_FAILURE });
    this.redis = redis as WithLockoutCommand;
  }

  async isLocked(email: string): Promise<boolean> {
    try {
      return (await this.redis.exists(this.keys(email).lock)) === 1;
    } catch (error) {
      throw new DependencyUnavailableError('redis', error);
    }
  }

  async lockedForMs(email: string): Promise<number> {
    try {
      // PTTL: -2 without the key, -1 without an expiry (never set so here); either way not locked.
      return Math.max(0, await this.redis.pttl(this.keys(email).lock));
    } catch (error) {
      throw new DependencyUnavailableError('redis', error);
    }
  }

  async recordFailure(email: string): Promise<number> {
    const { failures, lock } = this.keys(email);
    const { threshold, lockMs, maxLockMs = lockMs } = this.settings;
    try {
      return await this.redis.lockoutFailure(failures, lock, threshold, lockMs, maxLockMs);
    } catch (error) {
      throw new DependencyUnavailableError('redis', error);
    }
  }

  /** Hashed: keys stay short whatever the input, and Redis holds no e-mail addresses. */
  private keys(email: string) {
    const id = createHash('sha256').update(email).digest('base64url');
    return { failures: `lockout:${this.namespace}:${id}:failures`, lock: `lockout:${this.namespace}:${id}:locked` };
  }
}
