import type { Options } from 'autocannon';
import { signIn } from './api-client';
import { SCREEN_PAGE } from './fixtures';
import { freePort } from './free-port';
import { runAutocannon } from './load';
import type { Setting } from './observability-overhead';
import { startServer, type RunningServer, type ThreadCpuSeconds } from './server';

const CONNECTIONS_EACH = 5;
const WARMUP_S = 10;

export interface PairRound {
  /** Server CPU µs per request of each setting, main thread and helper threads. */
  first: { rps: number; mainUs: number; helpersUs: number };
  second: { rps: number; mainUs: number; helpersUs: number };
  /** The second setting's CPU per request over the first's. */
  cpuRatio: number;
}

async function loadTogether(servers: RunningServer[], durationS: number) {
  const sessions = await Promise.all(servers.map((server) => signIn(server.baseUrl)));
  const options = (index: number): Options => ({
    url: servers[index]!.baseUrl,
    connections: CONNECTIONS_EACH,
    headers: sessions[index]!.headers,
    requests: [{ method: 'GET', path: `/api/clients?${SCREEN_PAGE}` }],
    duration: durationS,
  });
  await Promise.all(servers.map((_, index) => runAutocannon({ ...options(index), duration: WARMUP_S })));
  const before = servers.map((server) => server.threadCpuSeconds());
  const results = await Promise.all(servers.map((_, index) => runAutocannon(options(index))));
  const after = servers.map((server) => server.threadCpuSeconds());
  const perRequest = (index: number, part: keyof ThreadCpuSeconds) =>
    ((after[index]![part] - before[index]![part]) * 1e6) / results[index]!.requests.total;
  return servers.map((_, index) => ({
    rps: Math.round(results[index]!.requests.average),
    mainUs: Math.round(perRequest(index, 'main')),
    helpersUs: Math.round(perRequest(index, 'helpers')),
  }));
}

/**
 * Issue 20: two settings' servers loaded side by side, at the same time, on the same database
 * (PostgreSQL: PGlite's DATA_DIR admits one process). Whatever else the machine does then weighs
 * on both, so the ratio of their CPU per request holds within a few percent from round to round,
 * where runs one after another moved by 10–30 % here. Which one starts first (and gets its load
 * first) is swapped every round: the first had about 5 % less CPU per request in an A/A test.
 */
export async function measurePairs(
  env: NodeJS.ProcessEnv,
  settings: Record<Setting, { env: NodeJS.ProcessEnv }>,
  [first, second]: [Setting, Setting],
  rounds: number,
  durationS: number,
): Promise<PairRound[]> {
  const measured: PairRound[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const order: [Setting, Setting] = round % 2 === 0 ? [first, second] : [second, first];
    const servers: RunningServer[] = [];
    try {
      for (const name of order) servers.push(await startServer(await freePort(), { ...env, ...settings[name].env }));
      const [a, b] = await loadTogether(servers, durationS);
      const [firstRun, secondRun] = round % 2 === 0 ? [a!, b!] : [b!, a!];
      const cpu = (run: typeof firstRun) => run.mainUs + run.helpersUs;
      measured.push({ first: firstRun, second: secondRun, cpuRatio: cpu(secondRun) / cpu(firstRun) });
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  }
  return measured;
}
