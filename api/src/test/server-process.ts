import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { apiRoot } from '../paths';

/** The fault tests run the shipped bundle, as production does; esbuild makes it in a second or two. */
export function buildServerBundle(): void {
  execFileSync(process.execPath, [path.join(apiRoot, 'build.mjs')], { stdio: 'pipe' });
}

export interface ServerProcess {
  url: string;
  /** Every line the process logged (pino JSON). */
  logs: string[];
  /** SIGTERM, the clean way out; resolves to the exit code (issue 20: 0 when nothing was cut). */
  stop(): Promise<number | null>;
  /** SIGKILL: no clean-up at all, like a power cut for the process. */
  kill(): Promise<void>;
}

const START_TIMEOUT_MS = 90_000;

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** Starts `node api/dist/server.js` on a free port with only the given environment. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [path.join(apiRoot, 'dist', 'server.js')], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => logs.push(line));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${logs.join('\n')}`)), START_TIMEOUT_MS);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      logs.push(line);
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${logs.join('\n')}`));
    });
  });
  return {
    url,
    logs,
    stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}
