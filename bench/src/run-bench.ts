import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem, type } from 'node:os';
import path from 'node:path';
import { measureBaseline } from './baseline';
import { parseOptions } from './options';
import { renderExisting } from './render-existing';
import { measurePages } from './pages';
import { benchDir, serverScript } from './paths';
import type { BenchReport } from './results';
import { resultsMarkdown } from './results-markdown';
import { runBackend } from './run-backend';

/**
 * `npm run bench [-- --quick] [--pg-only | --pglite-only] [--api-only | --pages-only]`. The pages
 * part builds everything first; `--api-only` needs `npm run build` done.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const options = parseOptions(args, benchDir);
  mkdirSync(options.outDir, { recursive: true });
  if (options.render) {
    renderExisting(options.outDir);
    console.log(`Rewrote ${path.join(options.outDir, 'RESULTS.md')} from results.json.`);
    return;
  }
  const started = new Date().toISOString();
  // Read before the bench's own work raises it: above the core count, other work competed.
  const loadAverageAtStart = loadavg()[0]!;
  // Built before anything is measured, so every figure is of this build.
  const pages = options.pages ? await measurePages(options.quick, options.outDir) : undefined;
  if (!existsSync(serverScript)) throw new Error(`${serverScript} is missing: run \`npm run build\` first`);
  const report: BenchReport = {
    date: started,
    command: ['npm run bench', ...(args.length > 0 ? ['--', ...args] : [])].join(' '),
    quick: options.quick,
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown CPU',
      cores: cpus().length,
      memoryGb: totalmem() / 2 ** 30,
      node: process.version,
      os: `${type()} ${release()}`,
      loadAverageAtStart,
    },
    baseline: await measureBaseline(options.durationS),
    backends: [],
    pages,
  };
  for (const backend of options.backends)
    report.backends.push(await runBackend(backend, options, report.baseline, report.machine.loadAverageAtStart));
  writeFileSync(path.join(options.outDir, 'RESULTS.md'), resultsMarkdown(report));
  writeFileSync(path.join(options.outDir, 'results.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWrote ${path.join(options.outDir, 'RESULTS.md')}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
