import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LighthouseRow, PageWeights, PagesResult } from './results';
import { runCommand } from './run-command';

const APPS = ['shell', 'mfe-clients', 'mfe-limit-requests', 'mfe-account', 'mfe-self-onboarding', 'mfe-admin', 'mfe-dashboard'];
const NX_OFFLINE = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

/** Builds the five apps for production (timed, no cache) and the API, so every later figure is of this build. */
async function buildEverything(): Promise<number> {
  const started = process.hrtime.bigint();
  await runCommand('npx', ['nx', 'run-many', '-t', 'build', '--skip-nx-cache', `--projects=${APPS.join(',')}`], NX_OFFLINE);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await runCommand('npx', ['nx', 'run', 'api:build'], NX_OFFLINE);
  return seconds;
}

/** Build time, page weight and Lighthouse, each by the command a developer would run. */
export async function measurePages(quick: boolean, outDir: string): Promise<PagesResult> {
  const buildSeconds = await buildEverything();
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  try {
    const weightsFile = path.join(workDir, 'page-weight.json');
    await runCommand('npm', ['run', 'page-weight', '-w', 'e2e', '--', weightsFile]);
    const lighthouseFile = path.join(workDir, 'lighthouse.json');
    const lighthouseRuns = quick ? 1 : 5;
    await runCommand('npm', ['run', 'lighthouse', '-w', 'e2e', '--', lighthouseFile, path.join(outDir, 'LIGHTHOUSE.md')], {
      ...process.env,
      LIGHTHOUSE_RUNS: String(lighthouseRuns),
    });
    return {
      buildSeconds,
      weights: JSON.parse(readFileSync(weightsFile, 'utf8')) as PageWeights,
      lighthouse: JSON.parse(readFileSync(lighthouseFile, 'utf8')) as LighthouseRow[],
      lighthouseRuns,
    };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}
