import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { serverScript } from './paths';

export interface RunningServer {
  baseUrl: string;
  /** CPU seconds the server process has used so far (user and system), NaN where /proc is missing. */
  cpuSeconds(): number;
  /** The same, split between the main thread and the others. */
  threadCpuSeconds(): ThreadCpuSeconds;
  stop(): Promise<void>;
}

/** Linux reports a process's CPU time in /proc in units of USER_HZ, which is 100 on every architecture. */
const USER_HZ = 100;

/** utime plus stime of a /proc `stat` line (the 14th and 15th fields; the command name, in parentheses, may hold spaces). */
function statCpuSeconds(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
}

function cpuSecondsOf(pid: number | undefined): number {
  try {
    return statCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds of the process's main thread (the event loop) and of all its other threads (the GC's, V8's and libuv's helpers). */
export interface ThreadCpuSeconds {
  main: number;
  helpers: number;
}

function threadCpuSecondsOf(pid: number | undefined): ThreadCpuSeconds {
  const seconds = { main: 0, helpers: 0 };
  try {
    for (const thread of readdirSync(`/proc/${pid}/task`)) {
      const used = statCpuSeconds(readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8'));
      if (thread === String(pid)) seconds.main += used;
      else seconds.helpers += used;
    }
    return seconds;
  } catch {
    return { main: Number.NaN, helpers: Number.NaN };
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
 * limits are lifted because the login scenario signs in thousands of times from one address,
 * and the export's row cap (EXPORT_MAX_ROWS, 50,000 by default) because the fixtures count a
 * search's matches through the CSV export: about 158,000 of the full run's million clients.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const child = spawn(process.execPath, [serverScript], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_MAX_ATTEMPTS_PER_IP: '1000000',
      EXPORT_MAX_ROWS: '10000000',
      ...env,
    },
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
    threadCpuSeconds: () => threadCpuSecondsOf(child.pid),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
