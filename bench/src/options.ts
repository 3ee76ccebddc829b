import { parseArgs } from 'node:util';

export type BackendName = 'postgres' | 'pglite';

export interface SeedSize {
  clients: number;
  limitRequests: number;
  /** Issue 17: audit entries (PostgreSQL only by default: the target is set for it). */
  auditEvents: number;
}

export interface BenchOptions {
  /** API backends to load; none with `--pages-only`. */
  backends: BackendName[];
  /** Build time, page weight and Lighthouse; off with `--api-only`. */
  pages: boolean;
  seed: Record<BackendName, SeedSize>;
  /** Seconds of measured load per scenario and connection count. */
  durationS: number;
  /** Seconds of load before measuring, so caches and JIT are warm (a time, not a count: some scenarios manage 2 req/s). */
  warmupS: number;
  /** Where RESULTS.md and results.json go. */
  outDir: string;
  quick: boolean;
  /** Re-judge the measurements in `outDir/results.json` instead of measuring. */
  render: boolean;
}

const FULL: Record<BackendName, SeedSize> = {
  postgres: { clients: 1_000_000, limitRequests: 200_000, auditEvents: 5_000_000 },
  pglite: { clients: 100_000, limitRequests: 20_000, auditEvents: 0 },
};
const QUICK: SeedSize = { clients: 20_000, limitRequests: 4_000, auditEvents: 100_000 };

function whole(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`--${name} must be a whole number of at least 1`);
  return Number(value);
}

export function parseOptions(args: string[], defaultOutDir: string): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      quick: { type: 'boolean', default: false },
      render: { type: 'boolean', default: false },
      'pg-only': { type: 'boolean', default: false },
      'pglite-only': { type: 'boolean', default: false },
      'api-only': { type: 'boolean', default: false },
      'pages-only': { type: 'boolean', default: false },
      clients: { type: 'string' },
      'limit-requests': { type: 'string' },
      'audit-events': { type: 'string' },
      duration: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (values['pg-only'] && values['pglite-only']) throw new Error('--pg-only and --pglite-only exclude each other');
  if (values['api-only'] && values['pages-only']) throw new Error('--api-only and --pages-only exclude each other');
  const backends: BackendName[] = values['pages-only']
    ? []
    : values['pg-only']
      ? ['postgres']
      : values['pglite-only']
        ? ['pglite']
        : ['postgres', 'pglite'];
  const size = (backend: BackendName): SeedSize => ({
    clients: whole(values.clients, 'clients') ?? (values.quick ? QUICK : FULL[backend]).clients,
    limitRequests: whole(values['limit-requests'], 'limit-requests') ?? (values.quick ? QUICK : FULL[backend]).limitRequests,
    auditEvents: whole(values['audit-events'], 'audit-events') ?? (values.quick ? QUICK : FULL[backend]).auditEvents,
  });
  return {
    backends,
    pages: !values['api-only'],
    seed: { postgres: size('postgres'), pglite: size('pglite') },
    durationS: whole(values.duration, 'duration') ?? (values.quick ? 3 : 10),
    warmupS: 1,
    outDir: values.out ?? defaultOutDir,
    quick: values.quick,
    render: values.render,
  };
}
