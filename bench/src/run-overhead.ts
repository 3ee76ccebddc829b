import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createEnvironment } from './environment';
import { measureObservabilityOverhead, type ObservabilityOverhead } from './observability-overhead';
import { parseOptions, type BackendName } from './options';
import { renderExisting } from './render-existing';
import type { BenchReport } from './results';
import { benchDir } from './paths';
import { seed } from './seed';

/**
 * Issue 20: only the metrics-and-tracing overhead, without the whole bench:
 * `npx tsx src/run-overhead.ts --pg-only --clients 20000 --limit-requests 2000 --audit-events 1`.
 * The figures replace that backend's overhead line in `results.json` and RESULTS.md (of `--out`),
 * marked as measured on their own with their seed; the rest of the report stays as it was.
 */
async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), benchDir);
  for (const backend of options.backends) {
    const environment = await createEnvironment(backend);
    try {
      const loadAverageAtStart = loadavg()[0]!;
      await seed(options.seed[backend], environment.env);
      const overhead = await measureObservabilityOverhead(environment.env, options);
      const { off, metricsOnly, on, sampled, rpsOverheadPct, p50OverheadPct, exportsReceived, targetMet } = overhead;
      const figures = (run: typeof off) => `${run.rps.toFixed(0)} req/s p50 ${run.p50Ms.toFixed(1)} ms`;
      console.log(
        `${backend}: off ${figures(off)}; metrics only ${figures(metricsOnly)}; on ${figures(on)}; 1 in 10 traced ${sampled ? figures(sampled) : '-'}; ${rpsOverheadPct} % slower by throughput, p50 ${p50OverheadPct} % slower; ${exportsReceived} exports; ${targetMet ? 'met' : 'missed'}`,
      );
      const { clients, limitRequests } = options.seed[backend];
      recordOverhead(options.outDir, backend, {
        ...overhead,
        separateRun: { date: new Date().toISOString(), clients, limitRequests, loadAverageAtStart },
      });
    } finally {
      await environment.dispose();
    }
  }
}

/** Puts the figures into the report of an earlier full run, and writes RESULTS.md again. */
function recordOverhead(outDir: string, backend: BackendName, overhead: ObservabilityOverhead): void {
  const file = path.join(outDir, 'results.json');
  if (!existsSync(file)) return console.log(`${file} does not exist: nothing recorded (run npm run bench first)`);
  const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
  const entry = report.backends.find((candidate) => candidate.backend === backend);
  if (!entry) return console.log(`${file} has no ${backend} results: nothing recorded`);
  entry.observability = overhead;
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  renderExisting(outDir);
  console.log(`Recorded in ${path.join(outDir, 'RESULTS.md')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
