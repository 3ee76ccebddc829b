import { parseArgs } from 'node:util';
import { createEnvironment } from './environment';
import { overheadSettings, type Setting } from './observability-overhead';
import { startOtlpSink } from './otlp-sink';
import { measurePairs } from './overhead-pairs';
import { seed } from './seed';

const SETTINGS: Setting[] = ['off', 'metricsOnly', 'on', 'every'];

/**
 * Issue 20: the metrics-and-tracing overhead measured in pairs of servers side by side
 * (overhead-pairs.ts), on a fresh PostgreSQL database:
 * `npx tsx src/run-overhead-pairs.ts --pairs off:every,off:metricsOnly --rounds 4 --duration 20`.
 * Prints each round and the median ratio of each pair; RESULTS.md is written by hand.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      pairs: { type: 'string', default: 'off:on' },
      rounds: { type: 'string', default: '4' },
      duration: { type: 'string', default: '20' },
      clients: { type: 'string', default: '20000' },
    },
  });
  const pairs = values.pairs.split(',').map((pair) => pair.split(':') as [Setting, Setting]);
  for (const name of pairs.flat()) if (!SETTINGS.includes(name)) throw new Error(`unknown setting ${name}: one of ${SETTINGS.join(', ')}`);
  const environment = await createEnvironment('postgres');
  const sink = await startOtlpSink();
  try {
    await seed({ clients: Number(values.clients), limitRequests: 2000, auditEvents: 1 }, environment.env);
    const settings = overheadSettings(sink.url);
    for (const pair of pairs) {
      const rounds = await measurePairs(environment.env, settings, pair, Number(values.rounds), Number(values.duration));
      for (const [index, { first, second, cpuRatio }] of rounds.entries()) {
        const figures = (run: typeof first) => `${run.rps} req/s, ${run.mainUs} + ${run.helpersUs} µs`;
        console.log(`  round ${index + 1}: ${pair[0]} ${figures(first)}; ${pair[1]} ${figures(second)}; ratio ${cpuRatio.toFixed(3)}`);
      }
      const ratios = rounds.map((round) => round.cpuRatio).sort((a, b) => a - b);
      console.log(
        `${pair[1]} over ${pair[0]}: server CPU per request ×${ratios[Math.floor(ratios.length / 2)]!.toFixed(3)} (median of ${ratios.length})`,
      );
    }
  } finally {
    await sink.close();
    await environment.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
