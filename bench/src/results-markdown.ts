import { pagesSection } from './pages-markdown';
import { MAX_OVERHEAD_PCT, slower, type ObservabilityOverhead } from './observability-overhead';
import type { BackendResult, BenchReport, ScenarioResult } from './results';

const BACKEND_TITLES = { postgres: 'PostgreSQL', pglite: 'Embedded PGlite' } as const;
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '–');
const count = (value: number) => Math.round(value).toLocaleString('en');

function verdict(scenario: ScenarioResult): string {
  if (scenario.targetMet && scenario.loopMet) return 'met';
  return scenario.targetMet ? 'missed (event-loop delay)' : 'missed';
}

function scenarioRows(scenario: ScenarioResult): string[] {
  return scenario.runs
    .map((run, index) =>
      [
        index === 0 ? scenario.name : '',
        run.connections,
        index === 0 ? scenario.target : '',
        ms(run.p50Ms),
        ms(run.p95Ms),
        ms(run.p99Ms),
        count(run.rps),
        run.non2xx,
        `${ms(run.loop.p99Ms)} / ${ms(run.loop.maxMs)}`,
        index === 0 ? verdict(scenario) : '',
      ].join(' | '),
    )
    .map((row) => `| ${row} |`);
}

/** Issue 20: the overhead line, under the backend's table. */
function overheadLines(overhead: ObservabilityOverhead | undefined): string[] {
  if (!overhead) return [];
  const { off, metricsOnly, on, every } = overhead;
  const figures = (run: typeof off) => `${count(run.rps)} req/s, p50/p99 ${ms(run.p50Ms)}/${ms(run.p99Ms)} ms`;
  const cpu = overhead.serverCpuUsPerRequest;
  const cpuPart = cpu
    ? ` Server CPU per request (median): off ${cpu.off} µs, metrics only ${cpu.metricsOnly} µs, on ${cpu.on} µs (${slower(cpu.off, cpu.on)} % more), every request traced ${cpu.every} µs (${slower(cpu.off, cpu.every)} % more).`
    : '';
  return [
    `Metrics and tracing overhead (clients page 1 at 10 connections; four servers kept running, loaded in turn, ${overhead.rounds} rounds; each overhead is the median of the rounds' traced-over-off figures; target ≤ ${MAX_OVERHEAD_PCT} % slower with metrics and tracing on as shipped): off ${figures(off)}; metrics only ${figures(metricsOnly)} (${slower(metricsOnly.rps, off.rps)} % fewer req/s); **on** (metrics, and traces to a local OTLP sink with the API's default sampler, decision 0030; ${count(overhead.exportsReceived)} exports received from both traced servers) ${figures(on)}: **${overhead.rpsOverheadPct} % slower by throughput, p50 ${overhead.p50OverheadPct} % slower — ${overhead.targetMet ? 'met' : 'missed'}**; metrics and every request traced (\`OTEL_TRACES_SAMPLER=parentbased_always_on\`) ${figures(every)}: ${overhead.everyRpsOverheadPct} % slower by throughput, p50 ${overhead.everyP50OverheadPct} % slower. Round by round, on over off, slower by throughput: ${overhead.rpsOverheadByRound.join(', ')} %; at the median latency: ${overhead.p50OverheadByRound.join(', ')} %.${cpuPart}`,
    '',
  ];
}

function backendSection(result: BackendResult): string[] {
  const plan = result.shortSearchPlan
    ? `EXPLAIN of the 2-character search: ${result.shortSearchPlan.seqScan ? '**sequential scan of clients**' : 'no sequential scan of clients'}.`
    : 'EXPLAIN of the 2-character search: checked on PostgreSQL only (PGlite lives inside the server process); the API tests check PGlite plans.';
  const missed = result.scenarios.filter((scenario) => scenario.causes.length > 0);
  return [
    `## ${BACKEND_TITLES[result.backend]}: ${count(result.totalClients)} clients, ${count(result.seed.limitRequests)} limit requests${result.seed.auditEvents ? `, ${count(result.seed.auditEvents)} audit entries` : ''}`,
    '',
    `Seeded with \`npm run seed:demo -- --clients ${result.seed.clients} --limit-requests ${result.seed.limitRequests}${result.seed.auditEvents ? ` --audit-events ${result.seed.auditEvents}` : ''}\` in ${result.seedSeconds.toFixed(0)} s.`,
    `The name fragment matched ${(result.fragmentShare * 100).toFixed(1)} % of clients (lines of the API's CSV export, counted before measuring; the list itself counts a search only up to 1,000). ${plan}`,
    '',
    '| Scenario | Conn. | Target | p50 ms | p95 ms | p99 ms | req/s | non-2xx | loop delay p99 / max ms | Result |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---|',
    ...result.scenarios.flatMap(scenarioRows),
    '',
    ...overheadLines(result.observability),
    ...(missed.length > 0
      ? ['Missed targets and their causes:', '', ...missed.map((scenario) => `- **${scenario.name}**: ${scenario.causes.join('; ')}.`), '']
      : []),
  ];
}

/** bench/RESULTS.md, regenerated from scratch on every run. */
export function resultsMarkdown(report: BenchReport): string {
  const { machine } = report;
  const busy = machine.loadAverageAtStart > machine.cores;
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (see docs/benchmarks.md); every run replaces this file.',
    '',
    `- Date: ${report.date}`,
    `- Command: \`${report.command}\``,
    `- Machine: ${machine.cores} × ${machine.cpu}, ${machine.memoryGb.toFixed(1)} GB memory, ${machine.os}, Node ${machine.node}`,
    `- Load average when the run started: ${machine.loadAverageAtStart.toFixed(1)}${busy ? ' — **the machine was busy with other work: these figures are provisional**' : ''}`,
    '- Load generator: autocannon on the same machine (loopback); each figure is one timed run after a warm-up. Latencies in ms; "loop delay" is the API process\'s event-loop delay during the run (limit: p99 ≤ 50 ms).',
    `- Ceiling of this machine: a bare Fastify route (no plugin, no logger) answers ${Math.round(report.baseline.rps).toLocaleString('en')} req/s at 10 connections (p99 ${report.baseline.p99Ms} ms) under the same load generator.`,
    '- Lists are requested as their screens ask for them: page 1 of 10 rows (SPEC §9 default). A search counts its matches up to 1,000 (`pagination.total_capped`).',
    "- Targets are issue 6's, set for PostgreSQL; PGlite is shown against the same figures for comparison.",
    ...(report.quick
      ? [
          '- **Quick run**: far smaller seeds and shorter runs than issue 6 asks for (1,000,000 clients on PostgreSQL); `npm run bench` produces the figures that count.',
        ]
      : []),
    '',
    ...report.backends.flatMap(backendSection),
    ...(report.pages ? pagesSection(report.pages) : []),
  ].join('\n');
}
