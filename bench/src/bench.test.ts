import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import type { BenchReport } from './results';
import { SCENARIOS } from './scenarios';

const run = promisify(execFile);

/* The real bench's API part, shrunk: a small PGlite seed and 1-second runs. `npm run bench` does the long runs; the e2e tests measure the pages. */
test('the quick PGlite bench measures every scenario and health never fails under 10 connections', { timeout: 300_000 }, async () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-test-'));
  try {
    await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(__dirname, 'run-bench.ts'),
        '--quick',
        '--pglite-only',
        '--api-only',
        '--clients',
        '2000',
        '--limit-requests',
        '400',
        '--duration',
        '1',
        '--out',
        outDir,
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(readFileSync(path.join(outDir, 'results.json'), 'utf8')) as BenchReport;
    const [pglite] = report.backends;
    assert.equal(pglite?.backend, 'pglite');
    // The seeder's names put the fragment in about a sixth of them, counted past the list's cap.
    assert.ok(pglite.fragmentShare > 0.1 && pglite.fragmentShare < 0.25, `fragment share ${pglite.fragmentShare}`);
    assert.deepEqual(
      pglite.scenarios.map((scenario) => [scenario.name, scenario.runs.map((run) => run.connections)]),
      SCENARIOS.map((scenario) => [scenario.name, scenario.connections]),
    );
    for (const scenario of pglite.scenarios) {
      for (const measured of scenario.runs) {
        const figures = [measured.p50Ms, measured.p95Ms, measured.p99Ms, measured.rps, measured.loop.p99Ms, measured.loop.maxMs];
        assert.ok(figures.every(Number.isFinite), `${scenario.name} @${measured.connections}: ${figures.join(', ')}`);
        assert.ok(measured.requests > 0, `${scenario.name} @${measured.connections} sent no request`);
      }
    }
    const health = pglite.scenarios.find((scenario) => scenario.name === 'GET /api/health')!.runs.find((run) => run.connections === 10)!;
    assert.equal(health.status5xx + health.errors, 0);
    // Issue 20: the four settings of the overhead, measured and written.
    const overhead = pglite.observability!;
    for (const measured of [overhead.off, overhead.metricsOnly, overhead.on, overhead.every]) assert.ok(measured.requests > 0);
    const written = readFileSync(path.join(outDir, 'RESULTS.md'), 'utf8');
    assert.match(written, /## Embedded PGlite: /);
    assert.match(written, /Metrics and tracing overhead .*\*\*on\*\* .* every request traced .* \d+(\.\d)? % slower by throughput/);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
});
