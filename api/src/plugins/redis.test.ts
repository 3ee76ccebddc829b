import { once } from 'node:events';
import Fastify from 'fastify';
import { OperatorError } from '../operator-error';
import { testConfig } from '../test/test-app';
import configPlugin from './config';
import redis from './redis';

async function startWith(redisUrl: string | undefined) {
  const app = Fastify();
  await app.register(configPlugin, { config: testConfig({ redisUrl, redisKeyPrefix: 'test-plugin:' }) });
  await app.register(redis);
  try {
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

describe('redis plugin', () => {
  it('stops the start-up with a clear message, without the password, when Redis is unreachable', async () => {
    const failure = startWith('redis://:hunter2@127.0.0.1:1');
    await expect(failure).rejects.toBeInstanceOf(OperatorError);
    await expect(failure).rejects.toThrow(/^Redis at 127\.0\.0\.1:1 \(REDIS_URL\) is unreachable: .*ECONNREFUSED.*unset REDIS_URL/);
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });

  it('leaves counting in memory without REDIS_URL', async () => {
    const app = await startWith(undefined);
    expect(app.redis).toBeUndefined();
    await app.close();
  });

  (process.env.REDIS_URL ? it : it.skip)('connects before the server starts and disconnects on close', async () => {
    const app = await startWith(process.env.REDIS_URL);
    expect(await app.redis!.ping()).toBe('PONG');
    const ended = once(app.redis!, 'end');
    await app.close();
    await ended;
  });
});
