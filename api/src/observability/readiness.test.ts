import type { Redis } from 'ioredis';
import type { Database } from '../db/database';
import { checkReadiness } from './readiness';

/** Issue 20: the checks themselves, with stand-ins that answer, fail or never answer. */
describe('checkReadiness', () => {
  const answering = { execute: () => Promise.resolve({ rows: [] }) } as unknown as Database;
  const silent = <T>() => new Promise<T>(() => undefined);

  it('is ready when the database and Redis answer', async () => {
    const redis = { ping: () => Promise.resolve('PONG') } as unknown as Redis;
    expect(await checkReadiness(answering, redis, 100)).toEqual({ ready: true, checks: { database: 'ok', redis: 'ok' } });
  });

  it('names Redis when it does not answer within the timeout', async () => {
    const redis = { ping: () => silent() } as unknown as Redis;
    expect(await checkReadiness(answering, redis, 20)).toEqual({ ready: false, checks: { database: 'ok', redis: 'failed' } });
  });

  it('names the database when it does not answer, and leaves Redis out when none is configured', async () => {
    const stuck = { execute: () => silent() } as unknown as Database;
    expect(await checkReadiness(stuck, undefined, 20)).toEqual({ ready: false, checks: { database: 'failed' } });
  });
});
