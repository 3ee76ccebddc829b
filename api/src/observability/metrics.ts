import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { QueryObserver } from './query-observer';

/** Seconds; from a cached read (a few ms) to a stuck request (the overload refusal's region). */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback']);

/** The statement's first word (select, insert…), a label with few values; the text itself never is. */
export function queryOperation(text: string): string {
  const word = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}

/**
 * Issue 20: one registry per app (tests run several in one process), read by GET /metrics.
 * Routes are labelled by their pattern (`/api/clients/:id`), never the URL, so the label
 * set stays bounded whatever callers send.
 */
export function createMetrics() {
  const registry = new Registry();
  // Process figures (memory, CPU, GC, handles) and Node's own event-loop delay percentiles.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to its answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern',
    labelNames: ['route'] as const,
    registers,
  });
  const queryDuration = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statement time as the driver sees it (waiting for a pooled connection excluded), by first keyword',
    labelNames: ['operation', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  });
  const queryObserver: QueryObserver = {
    // One observe with both labels at the end: prom-client's startTimer would merge two label objects per statement.
    start(text) {
      const operation = queryOperation(text);
      const started = performance.now();
      return (error) => queryDuration.observe({ operation, outcome: error ? 'error' : 'ok' }, (performance.now() - started) / 1000);
    },
  };
  return { registry, httpRequests, httpDuration, rateLimitRefusals, queryObserver };
}

export type Metrics = ReturnType<typeof createMetrics>;
