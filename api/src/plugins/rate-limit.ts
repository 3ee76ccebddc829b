import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

/**
 * Available to routes that opt in (`config.rateLimit`). Counted in Redis when REDIS_URL
 * is set, so every API process sees the same totals; in this process's memory otherwise.
 * Each route chooses `skipOnError` for a Redis outage (see the routes).
 */
export default fp(
  async function rateLimiting(app) {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: 'rate-limit:',
      errorResponseBuilder: (_request, context) => new AppError(context.statusCode, 'tooManyRequests'),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
