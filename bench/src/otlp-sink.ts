import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';

export interface OtlpSink {
  url: string;
  /** Trace exports received so far. */
  received(): Promise<number>;
  close(): Promise<void>;
}

/** Starts otlp-sink-process.ts in a process of its own and waits for its address. */
export async function startOtlpSink(): Promise<OtlpSink> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'otlp-sink-process.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(() => {
    throw new Error('the OTLP sink exited before telling its address');
  });
  const [url] = (await Promise.race([once(lines, 'line'), exited])) as [string];
  lines.close();
  return {
    url,
    async received() {
      const response = await fetch(`${url}/received`);
      return ((await response.json()) as { received: number }).received;
    },
    async close() {
      if (child.exitCode !== null) return;
      const done = once(child, 'exit');
      child.kill('SIGTERM');
      await done;
    },
  };
}
