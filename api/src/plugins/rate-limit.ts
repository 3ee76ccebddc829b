import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';

/** Available to routes that opt in (`config.rateLimit`); in-memory while there is one process. */
export default fp(
  async function rateLimiting(app) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => new AppError(context.statusCode, 'tooManyRequests'),
    });
  },
  { name: 'rate-limit' },
);
