import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database';

export type CheckResult = 'ok' | 'failed';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; redis?: CheckResult };
}

/** Rejects after `ms` unless `work` settles first; the timer never holds the process open. */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function check(ms: number, probe: () => Promise<unknown>): Promise<CheckResult> {
  try {
    await within(ms, probe());
    return 'ok';
  } catch {
    return 'failed';
  }
}

/**
 * Issue 20: what a load balancer asks before sending traffic. The database answers `select 1`
 * and, when REDIS_URL is set, Redis answers PING, each within `timeoutMs`, checked side by side.
 * On embedded PGlite a long query ahead on its one connection makes the check late: that
 * process cannot serve another request sooner either, so "not ready" is the truth.
 */
export async function checkReadiness(db: Database, redis: Redis | undefined, timeoutMs: number): Promise<Readiness> {
  const [database, redisResult] = await Promise.all([
    check(timeoutMs, () => db.execute(sql`select 1`)),
    redis ? check(timeoutMs, () => redis.ping()) : Promise.resolve(undefined),
  ]);
  const checks = { database, ...(redisResult && { redis: redisResult }) };
  return { ready: Object.values(checks).every((result) => result === 'ok'), checks };
}
