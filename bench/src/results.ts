import type { Measurement } from './load';
import type { Baseline } from './baseline';
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
}
