import { signIn } from './api-client';
import { SCREEN_PAGE } from './fixtures';
import { freePort } from './free-port';
import { measure, type Measurement } from './load';
import type { BenchOptions } from './options';
import { startOtlpSink } from './otlp-sink';
import { startServer } from './server';

/** Issue 20: "at most 10 % slower" with metrics and tracing on. */
export const MAX_OVERHEAD_PCT = 10;
const CONNECTIONS = 10;
/** Each setting runs this often (once with --quick), in turn with the others, so a machine that slows down mid-way weighs on all of them alike. */
const ROUNDS = 5;
/**
 * Seconds of load on each fresh server before measuring. The JIT needs them: after the bench's usual
 * 1 s a plain server answered the clients list about a third slower than 5 s later, and a traced
 * one, with more code to compile, slower still, so a short warm-up measured compilation rather than
 * what tracing costs a running server.
 */
const WARMUP_S = 10;

export interface ObservabilityOverhead {
  /** Without METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT: nothing gathered. */
  off: Measurement;
  /** Metrics gathered, nothing traced: tells the two costs apart. */
  metricsOnly: Measurement;
  /** Metrics gathered and every request traced (with its queries) to an OTLP sink on loopback (a process of its own): the default sampler. */
  on: Measurement;
  /** As `on`, with `OTEL_TRACES_SAMPLER=parentbased_traceidratio` and `OTEL_TRACES_SAMPLER_ARG=0.1`. */
  /** Absent in results of runs before it was measured. */
  sampled?: Measurement;
  /** Runs of each setting, interleaved; each figure above is the run with the median throughput. */
  rounds?: number;
  /** Every run's req/s by setting, in the order run: how far one setting moves from run to run here. */
  rpsByRun?: Record<Setting, number[]>;
  /**
   * The server process's own CPU time per request (µs), median of each setting's runs: steadier
   * than throughput on a machine the load generator and the database share, and it is what the
   * server's host pays. Absent where /proc is not.
   */
  serverCpuUsPerRequest?: Record<Setting, number>;
  /** How much slower at the median and in throughput, in percent (negative: faster). */
  p50OverheadPct: number;
  rpsOverheadPct: number;
  /** Trace exports the sink received during the "on" run (proof the spans left the process). */
  exportsReceived: number;
  targetMet: boolean;
}

export type Setting = 'off' | 'metricsOnly' | 'on' | 'sampled';

const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** Each setting's server variables, and the token to scrape /metrics with after a run where metrics are on. */
export function overheadSettings(sinkUrl: string): Record<Setting, { env: NodeJS.ProcessEnv; scrape?: string }> {
  const token = METRICS_TOKEN;
  const traced = { METRICS_TOKEN: token, OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl, OTEL_SERVICE_NAME: 'back-office-api-bench' };
  return {
    off: { env: { METRICS_TOKEN: '', OTEL_EXPORTER_OTLP_ENDPOINT: '' } },
    metricsOnly: { env: { METRICS_TOKEN: token, OTEL_EXPORTER_OTLP_ENDPOINT: '' }, scrape: token },
    on: { env: traced, scrape: token },
    sampled: { env: { ...traced, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }, scrape: token },
  };
}

/** Percent more time per request (latency `on` over `off`, or throughput `off` over `on`). */
export const slower = (before: number, after: number) => Math.round((after / before - 1) * 1000) / 10;

/**
 * The clients list (page 1, as its screen asks) at 10 connections, on the same database: with a
 * plain server, with METRICS_TOKEN only, with metrics and every request traced, and with 1 request in
 * 10 traced (a scrape after each, as Prometheus would), each ROUNDS times in turn. Servers run one at
 * a time: PGlite's DATA_DIR admits one process. The target is judged on every request traced.
 */
export async function measureObservabilityOverhead(env: NodeJS.ProcessEnv, options: BenchOptions): Promise<ObservabilityOverhead> {
  const run = async (extraEnv: NodeJS.ProcessEnv, scrape?: string): Promise<Measurement> => {
    const server = await startServer(await freePort(), { ...env, ...extraEnv });
    try {
      const session = await signIn(server.baseUrl);
      const measured = await measure(
        session,
        { method: 'GET', path: `/api/clients?${SCREEN_PAGE}` },
        CONNECTIONS,
        options.durationS,
        options.quick ? options.warmupS : WARMUP_S,
        true,
        server.cpuSeconds,
      );
      if (scrape) {
        const response = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${scrape}` } });
        if (!response.ok) throw new Error(`GET /metrics answered ${response.status}`);
      }
      return measured;
    } finally {
      await server.stop();
    }
  };
  const sink = await startOtlpSink();
  try {
    const settings = overheadSettings(sink.url);
    const names = Object.keys(settings) as (keyof typeof settings)[];
    const runs = Object.fromEntries(names.map((name) => [name, [] as Measurement[]])) as Record<keyof typeof settings, Measurement[]>;
    const rounds = options.quick ? 1 : ROUNDS;
    for (let round = 0; round < rounds; round += 1) {
      // A different setting goes first each round.
      for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
        const setting: { env: NodeJS.ProcessEnv; scrape?: string } = settings[name];
        runs[name].push(await run(setting.env, setting.scrape));
      }
    }
    const rpsOf = (measured: Measurement[]) => measured.map((run) => Math.round(run.rps));
    const median = (measured: Measurement[]) => [...measured].sort((a, b) => a.rps - b.rps)[Math.floor(measured.length / 2)]!;
    const [off, metricsOnly, on, sampled] = [median(runs.off), median(runs.metricsOnly), median(runs.on), median(runs.sampled)];
    const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const cpuOf = (measured: Measurement[]) => measured.map((run) => run.serverCpuUsPerRequest ?? Number.NaN);
    const cpu = Object.fromEntries(names.map((name) => [name, Math.round(middle(cpuOf(runs[name])))])) as Record<Setting, number>;
    const p50OverheadPct = slower(off.p50Ms, on.p50Ms);
    const rpsOverheadPct = slower(on.rps, off.rps);
    const exportsReceived = await sink.received();
    return {
      off,
      metricsOnly,
      on,
      sampled,
      rounds,
      rpsByRun: { off: rpsOf(runs.off), metricsOnly: rpsOf(runs.metricsOnly), on: rpsOf(runs.on), sampled: rpsOf(runs.sampled) },
      ...(Object.values(cpu).every(Number.isFinite) && { serverCpuUsPerRequest: cpu }),
      p50OverheadPct,
      rpsOverheadPct,
      exportsReceived,
      targetMet: rpsOverheadPct <= MAX_OVERHEAD_PCT && on.non2xx === 0 && exportsReceived > 0,
    };
  } finally {
    await sink.close();
  }
}
