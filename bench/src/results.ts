import type { Measurement } from './load';
import type { Baseline } from './baseline';
import type { ObservabilityOverhead } from './observability-overhead';
import type { BackendName, SeedSize } from './options';

export interface ScenarioResult {
  name: string;
  target: string;
  runs: Measurement[];
  /** The target's figures at its connection count. */
  targetMet: boolean;
  /** Event-loop delay p99 within the limit in every run. */
  loopMet: boolean;
  causes: string[];
}

export interface BackendResult {
  backend: BackendName;
  seed: SeedSize;
  seedSeconds: number;
  totalClients: number;
  fragmentShare: number;
  /** EXPLAIN of the 2-character search (PostgreSQL only: PGlite is inside the server process). */
  shortSearchPlan?: { seqScan: boolean; plan: string };
  scenarios: ScenarioResult[];
  /** Issue 20: the clients list with metrics and tracing off and on (absent in results of earlier runs). */
  observability?: ObservabilityOverhead;
}

export interface BenchReport {
  date: string;
  command: string;
  /** Smaller seeds and shorter runs than issue 6 asks for. */
  quick: boolean;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; os: string; loadAverageAtStart: number };
  /** A bare Fastify route under the same load generator: the most any route can reach here. */
  baseline: Baseline;
  backends: BackendResult[];
  /** Build time, page weight and Lighthouse; absent with `--api-only`. */
  pages?: PagesResult;
}

/** What `npm run page-weight -w e2e` measured: kilobytes of gzip JavaScript. */
export interface PageWeights {
  login: number;
  everyPage: number;
  remoteEntries: { path: string; kilobytes: number }[];
  embeddedForm: number;
}

/** One page in one language, the median of its Lighthouse runs (`npm run lighthouse -w e2e`). */
export interface LighthouseRow {
  page: string;
  language: string;
  /** Issue 19: the embedded public form is audited as a phone opens it; staff pages on the desktop preset. */
  preset?: 'desktop' | 'mobile';
  performance: number;
  accessibility: number;
  failedAudits: string[];
  spread: [number, number];
  /** Milliseconds, CLS unitless (older results have none). */
  metrics?: { lcp: number; cls: number };
}

export interface PagesResult {
  /** Wall-clock seconds of the production build of the shell and the four remotes, without Nx's cache. */
  buildSeconds: number;
  weights: PageWeights;
  lighthouse: LighthouseRow[];
  /** Lighthouse runs per page (the median is reported). */
  lighthouseRuns: number;
}
