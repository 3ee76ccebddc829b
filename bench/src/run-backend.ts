import { cpus } from 'node:os';
import { DEMO_ADMIN_LOGIN, DEMO_AGENT_LOGIN, signIn } from './api-client';
import type { Baseline } from './baseline';
import { createEnvironment } from './environment';
import { explainShortSearch } from './explain';
import { loadFixtures, SHORT_FRAGMENT } from './fixtures';
import { freePort } from './free-port';
import { judgeScenario } from './judge';
import { measure, type Measurement } from './load';
import { measureObservabilityOverhead } from './observability-overhead';
import type { BackendName, BenchOptions } from './options';
import type { BackendResult, ScenarioResult } from './results';
import { SCENARIOS } from './scenarios';
import { seed } from './seed';
import { startServer } from './server';

/** Seeds a fresh database, starts the built API on it and measures every scenario. */
/** `startLoad`: the load average before the bench began, the measure of other work on the machine. */
export async function runBackend(
  backend: BackendName,
  options: BenchOptions,
  baseline: Baseline,
  startLoad: number,
): Promise<BackendResult> {
  const environment = await createEnvironment(backend);
  try {
    console.log(
      `\n== ${backend}: seeding ${options.seed[backend].clients.toLocaleString('en')} clients, ${options.seed[backend].auditEvents.toLocaleString('en')} audit entries`,
    );
    const seedSeconds = await seed(options.seed[backend], environment.env);
    const shortSearchPlan = environment.postgres && (await explainShortSearch(environment.postgres, SHORT_FRAGMENT));
    let result: BackendResult;
    const server = await startServer(await freePort(), environment.env);
    try {
      const session = await signIn(server.baseUrl);
      const createRuns = SCENARIOS.find((scenario) => scenario.name.startsWith('create'))?.connections.length ?? 0;
      const fixtures = await loadFixtures(session, createRuns * (options.durationS + options.warmupS));
      // Issue 17: the audit scenarios sign in as the demo admin, where audit entries were seeded.
      const audited = options.seed[backend].auditEvents > 0;
      const adminSession = await signIn(server.baseUrl, DEMO_ADMIN_LOGIN);
      // Issue 18: the dashboard is measured for each role.
      const agentSession = await signIn(server.baseUrl, DEMO_AGENT_LOGIN);
      if (audited) fixtures.adminId = (await adminSession.get<{ data: { id: number } }>('/api/auth/me')).data.id;
      console.log(
        `name fragment matches ${(fixtures.fragmentShare * 100).toFixed(1)} % of ${fixtures.totalClients.toLocaleString('en')} clients`,
      );
      const scenarios: ScenarioResult[] = [];
      for (const scenario of SCENARIOS.filter((candidate) => audited || !candidate.admin)) {
        const runs: Measurement[] = [];
        for (const connections of scenario.connections) {
          const run = await measure(
            scenario.admin || scenario.signInAs === 'admin' ? adminSession : scenario.signInAs === 'agent' ? agentSession : session,
            scenario.request(fixtures),
            connections,
            options.durationS,
            options.warmupS,
            scenario.authenticated,
          );
          console.log(
            `${scenario.name} @${connections}: p50/p95/p99 ${[run.p50Ms, run.p95Ms, run.p99Ms].map((ms) => ms.toFixed(1)).join('/')} ms, ${run.rps.toFixed(0)} req/s, ${run.non2xx} non-2xx, loop p99 ${run.loop.p99Ms} ms`,
          );
          runs.push(run);
        }
        const scansTable = scenario.name.includes(SHORT_FRAGMENT) && !!shortSearchPlan?.seqScan;
        scenarios.push(
          judgeScenario(scenario, runs, { backend, cores: cpus().length, loadAverage: startLoad, baselineRps: baseline.rps, scansTable }),
        );
      }
      result = {
        backend,
        seed: options.seed[backend],
        seedSeconds,
        totalClients: fixtures.totalClients,
        fragmentShare: fixtures.fragmentShare,
        shortSearchPlan,
        scenarios,
      };
    } finally {
      await server.stop();
    }
    // Issue 20: the list again with metrics and tracing off, then on (each its own server, one at a time).
    result.observability = await measureObservabilityOverhead(environment.env, options);
    const { off, on, p50OverheadPct, rpsOverheadPct } = result.observability;
    console.log(
      `observability overhead, clients page 1 @10: off ${off.rps.toFixed(0)} req/s p50 ${off.p50Ms.toFixed(1)} ms, on ${on.rps.toFixed(0)} req/s p50 ${on.p50Ms.toFixed(1)} ms: ${rpsOverheadPct} % slower by throughput, p50 ${p50OverheadPct} % slower (medians of paired rounds)`,
    );
    return result;
  } finally {
    await environment.dispose();
  }
}
