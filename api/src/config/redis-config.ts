import type { readEnv } from './read-env';

export interface RedisConfig {
  /** Absent: rate limits and lock-outs are counted in this process's memory. */
  redisUrl?: string;
  /** Starts every key, so deployments (or test runs) can share one Redis. */
  redisKeyPrefix: string;
}

export function readRedisConfig(read: ReturnType<typeof readEnv>): RedisConfig {
  return {
    redisUrl: read.optionalUrl('REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: read.string('REDIS_KEY_PREFIX', 'back-office:'),
  };
}
