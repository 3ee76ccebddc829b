import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { judgeScenario } from './judge';
import type { BenchReport } from './results';
import { resultsMarkdown } from './results-markdown';
import { SCENARIOS } from './scenarios';
import { SHORT_FRAGMENT } from './fixtures';

/**
 * Judges the measurements of an earlier run again and rewrites RESULTS.md: for a change of
 * targets or of how misses are explained, without another hour of load.
 */
export function renderExisting(outDir: string): void {
  const file = path.join(outDir, 'results.json');
  const report = JSON.parse(readFileSync(file, 'utf8')) as BenchReport;
  for (const backend of report.backends) {
    backend.scenarios = backend.scenarios.map((measured) => {
      const scenario = SCENARIOS.find((candidate) => candidate.name === measured.name);
      if (!scenario) throw new Error(`${file} has a scenario the bench no longer runs: ${measured.name}`);
      const scansTable = scenario.name.includes(SHORT_FRAGMENT) && !!backend.shortSearchPlan?.seqScan;
      const context = {
        backend: backend.backend,
        cores: cpus().length,
        loadAverage: report.machine.loadAverageAtStart,
        baselineRps: report.baseline.rps,
        scansTable,
      };
      return judgeScenario(scenario, measured.runs, context);
    });
  }
  writeFileSync(path.join(outDir, 'RESULTS.md'), resultsMarkdown(report));
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
