import { CLIENT_SOURCES, DECISION_STATUSES } from '@back-office/shared/contract/enums';
import type { Pool } from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { MetricsReading } from '../repositories/metrics/metrics-readings-repository';

export interface GaugeSources {
  pool: Pool;
  /** postgres (a pool of up to 10) or pglite (its one connection). */
  backend: string;
  overload: { lagMs(): number; refusals(): number };
  /** The database's figures, read at most once per cache period whatever the scrape rate. */
  readings(): Promise<MetricsReading[]>;
}

/** How long the database's figures are reused: several scrapers (or a retry) cost one read. */
export const READINGS_CACHE_MS = 5000;

/** One read shared by the scrapes of a few seconds; a failed read keeps the last figures and is retried next scrape. */
export function cachedReadings(read: () => Promise<MetricsReading[]>, onError: (error: unknown) => void, now = () => Date.now()) {
  let last: MetricsReading[] = [];
  let readAt = -Infinity;
  let pending: Promise<MetricsReading[]> | undefined;
  return () => {
    if (now() - readAt < READINGS_CACHE_MS) return Promise.resolve(last);
    pending ??= read()
      .then(
        (rows) => {
          last = rows;
          readAt = now();
          return rows;
        },
        (error: unknown) => {
          onError(error);
          return last;
        },
      )
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}

/**
 * Issue 20: the gauges read when Prometheus scrapes, not kept up to date between scrapes.
 * Business figures are the triggers' counters (see metrics-readings-repository.ts): totals that
 * only grow as clients are created (a gauge, since a decided request can later move on).
 */
export function registerAppGauges(registry: Registry, sources: GaugeSources): void {
  const registers = [registry];
  const { pool, backend, overload, readings } = sources;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (total open, idle, callers waiting for one; max is the limit)',
    labelNames: ['backend', 'state'] as const,
    registers,
    collect() {
      this.set({ backend, state: 'total' }, pool.totalCount);
      this.set({ backend, state: 'idle' }, pool.idleCount);
      this.set({ backend, state: 'waiting' }, pool.waitingCount);
      this.set({ backend, state: 'max' }, pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'event_loop_lag_seconds',
    help: 'How late the overload monitor’s last 250 ms timer fired (what MAX_EVENT_LOOP_DELAY_MS is compared with)',
    registers,
    collect() {
      this.set(overload.lagMs() / 1000);
    },
  });
  new Counter({
    name: 'overload_refusals_total',
    help: 'Requests refused with 503 because the event loop lagged beyond MAX_EVENT_LOOP_DELAY_MS',
    registers,
    collect() {
      this.reset();
      this.inc(overload.refusals());
    },
  });
  const rows = (all: MetricsReading[], kind: MetricsReading['kind']) => all.filter((row) => row.kind === kind);
  new Gauge({
    name: 'outbox_depth',
    help: 'Messages waiting to be sent (neither sent nor given up), by outbox',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const all = await readings();
      this.set({ queue: 'mail' }, rows(all, 'mail_queue')[0]?.n ?? 0);
      this.set({ queue: 'sms' }, rows(all, 'sms_queue')[0]?.n ?? 0);
    },
  });
  new Gauge({
    name: 'backoffice_clients',
    help: 'Clients in the book by how they were created (staff or self_onboarding), from client_stats',
    labelNames: ['source'] as const,
    registers,
    async collect() {
      const found = new Map(rows(await readings(), 'clients').map((row) => [row.key, row.n]));
      for (const source of CLIENT_SOURCES) this.set({ source }, found.get(source) ?? 0);
    },
  });
  new Gauge({
    name: 'backoffice_limit_requests',
    help: 'Limit requests by decision status (pending, approved, rejected, cancelled, closed), from limit_request_stats',
    labelNames: ['decision_status'] as const,
    registers,
    async collect() {
      const found = new Map(rows(await readings(), 'limit_requests').map((row) => [row.key, row.n]));
      for (const status of DECISION_STATUSES) this.set({ decision_status: status }, found.get(status) ?? 0);
    },
  });
}
