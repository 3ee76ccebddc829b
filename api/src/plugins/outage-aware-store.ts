import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import RedisStore from '@fastify/rate-limit/store/RedisStore';
import type { Redis } from 'ioredis';
import { DependencyUnavailableError } from '../http/dependency-unavailable';

/**
 * The library's Redis store, with a failed count turned into a 503 the error handler
 * words and marks with Retry-After; left alone, the raw ioredis error would be a 500.
 * Routes that set `skipOnError` still skip the limit instead.
 */
class OutageAwareStore implements FastifyRateLimitStore {
  constructor(private readonly inner: FastifyRateLimitStore) {}

  incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>) {
    this.inner.incr(key, (error, result) => callback(error && new DependencyUnavailableError('redis', error), result), timeWindow, max);
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new OutageAwareStore(this.inner.child(routeOptions));
  }
}

export function outageAwareRedisStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  return class extends OutageAwareStore {
    constructor(options: RateLimitOptions) {
      super(new RedisStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false, redis, nameSpace));
    }
  };
}
