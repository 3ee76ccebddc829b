import type { Measurement } from './load';
import type { BackendName } from './options';
import { MAX_LOOP_DELAY_MS, type Target } from './targets';

export interface RunContext {
  backend: BackendName;
  cores: number;
  /** One-minute load average before the bench began: above the core count, other work competed for the CPU. */
  loadAverage: number;
  /** Requests per second a bare Fastify route reaches here (baseline.ts). */
  baselineRps: number;
}

/** Named causes for a missed target, chosen from what was measured, most specific first. */
export function causesOfMiss(target: Target, run: Measurement, worstLoopP99Ms: number, context: RunContext): string[] {
  const causes: string[] = [];
  if (target.kind === 'login') causes.push('argon2id verification is deliberately slow (memory-hard hash per login)');
  if (target.kind === 'wide-search')
    causes.push(
      'the fragment matches ~16 % of clients: the page and the total (counted up to 1,001 matches) read rows in list order and test the fragment on each',
    );
  if (target.kind === 'health' && context.baselineRps < target.minRps) {
    causes.push(
      `a bare Fastify route with no plugin answers ${Math.round(context.baselineRps).toLocaleString('en')} req/s on this machine under the same load generator: the target is above what Node's HTTP stack reaches when the generator shares the ${context.cores} cores`,
    );
  }
  if (context.backend === 'pglite' && target.kind !== 'health')
    causes.push(
      'PGlite runs every query on one connection in one worker thread, so concurrent requests queue (targets are set for PostgreSQL)',
    );
  if (worstLoopP99Ms > MAX_LOOP_DELAY_MS)
    causes.push(
      `the API's event loop was saturated (delay p99 up to ${worstLoopP99Ms} ms): one Node thread does the JSON, validation and routing`,
    );
  if (context.loadAverage > context.cores)
    causes.push(
      `other work kept the machine busy when the bench began (load average ${context.loadAverage.toFixed(1)} on ${context.cores} cores) — provisional figure`,
    );
  if (run.non2xx > 0) causes.push(`${run.non2xx} answers were not 2xx`);
  causes.push(
    target.kind === 'health'
      ? `load generator and API share the same ${context.cores} cores`
      : `load generator, API and database share the same ${context.cores} cores, and on this virtual machine every round trip's loopback socket writes and wake-ups cost more CPU than the query itself (docs/benchmarks.md)`,
  );
  return causes;
}
