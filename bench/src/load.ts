import autocannon, { type Options, type Request, type Result } from 'autocannon';
import type { ApiSession } from './api-client';
import { readEventLoopDelay, type EventLoopDelay } from './event-loop';

export interface Measurement {
  connections: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  rps: number;
  requests: number;
  non2xx: number;
  status5xx: number;
  errors: number;
  /** The server's event-loop delay during the measured run. */
  loop: EventLoopDelay;
  /** The server process's CPU time per request during the measured run (user and system), when it was read. */
  serverCpuUsPerRequest?: number;
}

/** How many times a timed run may go on when it has not yet had an answer on every connection. */
const MAX_RUN_PARTS = 5;

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

export function runAutocannon(options: Options, onLatency?: (ms: number) => void): Promise<Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onLatency) instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

/** Load on one request at `connections`, as `session` (or unauthenticated) sends it, for `durationS`. */
export function load(
  session: ApiSession,
  request: Request,
  connections: number,
  durationS: number,
  authenticated = true,
  onLatency?: (ms: number) => void,
): Promise<Result> {
  const headers = authenticated ? session.headers : { 'accept-language': 'en' };
  return runAutocannon({ url: session.baseUrl, connections, headers, requests: [request], timeout: 30, duration: durationS }, onLatency);
}

/**
 * One scenario at one connection count: a warm-up, then a timed run. Latencies are
 * kept per response (autocannon's summary has no p95); the event-loop reading is reset
 * just before the timed run and read right after it.
 */
export async function measure(
  session: ApiSession,
  request: Request,
  connections: number,
  durationS: number,
  warmupS: number,
  authenticated: boolean,
  serverCpuSeconds?: () => number,
): Promise<Measurement> {
  await load(session, request, connections, warmupS, authenticated);
  const latencies: number[] = [];
  await readEventLoopDelay(session);
  const cpuBefore = serverCpuSeconds?.();
  const total = { requests: 0, seconds: 0, non2xx: 0, status5xx: 0, errors: 0 };
  // A timed run needs an answer on every connection to be a measurement. On a machine busy with
  // other work a short run can end before the first answers (a quick run's one second): it then
  // goes on, for as long again, a few times at most, and the runs are measured as one.
  for (let part = 0; part < MAX_RUN_PARTS && total.requests < connections; part += 1) {
    const result = await load(session, request, connections, durationS, authenticated, (ms) => latencies.push(ms));
    total.requests += result.requests.total;
    total.seconds += result.duration;
    total.non2xx += result.non2xx;
    total.status5xx += result['5xx'];
    total.errors += result.errors + result.timeouts;
  }
  const cpuAfter = serverCpuSeconds?.();
  const loop = await readEventLoopDelay(session);
  latencies.sort((a, b) => a - b);
  return {
    connections,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    rps: total.requests / total.seconds,
    requests: total.requests,
    non2xx: total.non2xx,
    status5xx: total.status5xx,
    errors: total.errors,
    loop,
    ...(cpuBefore !== undefined &&
      cpuAfter !== undefined &&
      Number.isFinite(cpuAfter - cpuBefore) && { serverCpuUsPerRequest: ((cpuAfter - cpuBefore) * 1e6) / total.requests }),
  };
}
