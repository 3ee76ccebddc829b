import { spawn } from 'node:child_process';
import { freePort } from './free-port';
import { runAutocannon } from './load';
import { repoRoot } from './paths';

/** The machine's own ceiling, which no route of the API can pass. */
export interface Baseline {
  rps: number;
  p99Ms: number;
}

// One route, no plugins, no logger: what Fastify and Node's HTTP stack cost by themselves.
const BARE_SERVER = `
const app = require('fastify')({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.send('ready'));
`;

/** A bare Fastify server loaded like GET /api/health (10 connections), on the same cores as every run. */
export async function measureBaseline(durationS: number): Promise<Baseline> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE_SERVER], {
    cwd: `${repoRoot}/api`,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${port}/`;
    await runAutocannon({ url, connections: 10, duration: 1 });
    const result = await runAutocannon({ url, connections: 10, duration: durationS });
    return { rps: result.requests.total / result.duration, p99Ms: result.latency.p99 };
  } finally {
    child.kill('SIGTERM');
  }
}
