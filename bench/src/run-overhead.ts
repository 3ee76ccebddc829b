import { loadavg } from 'node:os';
import { createEnvironment } from './environment';
import { measureObservabilityOverhead } from './observability-overhead';
import { parseOptions } from './options';
import { benchDir } from './paths';
import { seed } from './seed';

/**
 * Issue 20: only the metrics-and-tracing overhead, without the whole bench:
 * `npx tsx src/run-overhead.ts --pg-only --clients 20000 --limit-requests 2000 --audit-events 1`.
 * It prints one line per backend (RESULTS.md is written only by full runs: it also holds hand-written
 * sections a re-render would drop).
 */
async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), benchDir);
  for (const backend of options.backends) {
    const environment = await createEnvironment(backend);
    try {
      const loadAverageAtStart = loadavg()[0]!;
      await seed(options.seed[backend], environment.env);
      const overhead = await measureObservabilityOverhead(environment.env, options);
      const { off, metricsOnly, on, every, rpsOverheadPct, p50OverheadPct, exportsReceived, targetMet, rpsByRun, serverCpuUsPerRequest } =
        overhead;
      const figures = (run: typeof off) => `${run.rps.toFixed(0)} req/s p50 ${run.p50Ms.toFixed(1)} ms`;
      console.log(
        `${backend} (load average ${loadAverageAtStart.toFixed(1)} at the start): off ${figures(off)}; metrics only ${figures(metricsOnly)}; on (as shipped) ${figures(on)}; every request traced ${figures(every)}; on ${rpsOverheadPct} % slower by throughput, p50 ${p50OverheadPct} % slower: ${targetMet ? 'met' : 'missed'}; every request traced ${overhead.everyRpsOverheadPct} % and p50 ${overhead.everyP50OverheadPct} %; ${exportsReceived} exports`,
      );
      // Each run's req/s: the medians above mean little without how far one setting moves here.
      console.log(
        `  req/s of each run: ${Object.entries(rpsByRun)
          .map(([name, runs]) => `${name} ${runs.join(', ')}`)
          .join('; ')}`,
      );
      console.log(
        `  on over off, round by round: ${overhead.rpsOverheadByRound.join(', ')} % by throughput; p50 ${overhead.p50OverheadByRound.join(', ')} %`,
      );
      if (serverCpuUsPerRequest)
        console.log(
          `  server CPU per request (median): ${Object.entries(serverCpuUsPerRequest)
            .map(([name, us]) => `${name} ${us} µs`)
            .join('; ')}`,
        );
    } finally {
      await environment.dispose();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
