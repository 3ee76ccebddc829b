import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { serverScript } from './paths';

export interface RunningServer {
  baseUrl: string;
  /** CPU seconds the server process has used so far (user and system), NaN where /proc is missing. */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** Linux reports a process's CPU time in /proc in units of USER_HZ, which is 100 on every architecture. */
const USER_HZ = 100;

function cpuSecondsOf(pid: number | undefined): number {
  try {
    // Fields after the command name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
  } catch {
    return Number.NaN;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(250);
  }
  throw new Error('the API did not become healthy within 120 s');
}

/**
 * The production build (`npm run build` first), as `npm run serve` starts it. Login
 * limits are lifted because the login scenario signs in thousands of times from one address.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', LOGIN_MAX_ATTEMPTS_PER_IP: '1000000', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    cpuSeconds: () => cpuSecondsOf(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
