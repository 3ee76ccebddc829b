import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { OperatorError } from '../operator-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Present when REDIS_URL is set: counters shared by every API process. */
    redis: Redis | undefined;
  }
}

/** Connects to REDIS_URL before the server listens, so a wrong address stops the start-up. */
export default fp(
  async function redis(app) {
    const { redisUrl, redisKeyPrefix } = app.config;
    if (!redisUrl) {
      app.decorate('redis', undefined);
      return;
    }
    // The URL may hold a password: only host and port go to logs and errors.
    const { host } = new URL(redisUrl);
    const client = new Redis(redisUrl, {
      keyPrefix: redisKeyPrefix,
      lazyConnect: true,
      // While the connection is down a command fails at once instead of queueing, so the
      // caller answers 503 without stalling the request.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: 1000,
      // A Redis that stops answering without closing the socket (paused, partitioned) would
      // time out every command forever: drop the socket instead, and a silent address fails
      // the connect soon. Either way the default retry strategy reconnects, every 2 s at
      // most, for as long as it takes, so the API recovers by itself when Redis returns.
      socketTimeout: 3000,
      connectTimeout: 3000,
    });
    let lastError: Error | undefined;
    client.on('error', (error: Error) => {
      lastError = error;
      app.log.warn({ err: error, redis: host }, 'redis connection error');
    });
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      const cause = (lastError ?? (error as Error)).message;
      throw new OperatorError(`Redis at ${host} (REDIS_URL) is unreachable: ${cause}. Start it, or unset REDIS_URL to count in memory.`);
    }
    // QUIT needs the connection; when Redis is down there is nothing to close politely.
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    app.log.info({ redis: host }, 'redis ready');
    app.decorate('redis', client);
  },
  { name: 'redis', dependencies: ['config'] },
);
