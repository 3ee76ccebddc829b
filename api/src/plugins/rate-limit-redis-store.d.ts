/** The Redis store @fastify/rate-limit builds by default, which its published types leave out. */
declare module '@fastify/rate-limit/store/RedisStore' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  class RedisStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, nameSpace: string);
    incr: FastifyRateLimitStore['incr'];
    child: FastifyRateLimitStore['child'];
  }
  export = RedisStore;
}
