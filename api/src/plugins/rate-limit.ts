import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import { outageAwareRedisStore } from './outage-aware-store';

/**
 * Available to routes that opt in (`config.rateLimit`). Counted in Redis when REDIS_URL
 * is set, so every API process sees the same totals; in this process's memory otherwise.
 * While Redis is down a limited route answers 503 (fail closed), unless it sets `skipOnError`.
 */
export default fp(
  async function rateLimiting(app) {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis && { store: outageAwareRedisStore(app.redis, 'rate-limit:') }),
      errorResponseBuilder: (_request, context) => new AppError(context.statusCode, 'tooManyRequests'),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
