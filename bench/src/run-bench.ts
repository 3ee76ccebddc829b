import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import path from 'node:path';
import { measureBaseline } from './baseline';
import { parseOptions } from './options';
import { renderExisting } from './render-existing';
import { benchDir, serverScript } from './paths';
import type { BenchReport } from './results';
import { resultsMarkdown } from './results-markdown';
import { runBackend } from './run-backend';

/** `npm run bench [-- --quick] [--pg-only | --pglite-only]`: needs `npm run build` first. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const options = parseOptions(args, benchDir);
  if (options.render) {
    renderExisting(options.outDir);
    console.log(`Rewrote ${path.join(options.outDir, 'RESULTS.md')} from results.json.`);
    return;
  }
  if (!existsSync(serverScript)) throw new Error(`${serverScript} is missing: run \`npm run build\` first`);
  const report: BenchReport = {
    date: new Date().toISOString(),
    command: ['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' '),
    quick: options.quick,
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown CPU',
      cores: cpus().length,
      memoryGb: totalmem() / 2 ** 30,
      node: process.version,
      os: `${type()} ${release()}`,
      loadAverageAtStart: loadavg()[0]!,
    },
    baseline: await measureBaseline(options.durationS),
    backends: [],
  };
  for (const backend of options.backends) report.backends.push(await runBackend(backend, options, report.baseline, report.machine.loadAverageAtStart));
  mkdirSync(options.outDir, { recursive: true });
  writeFileSync(path.join(options.outDir, 'RESULTS.md'), resultsMarkdown(report));
  writeFileSync(path.join(options.outDir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.join(options.outDir, 'RESULTS.md')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
