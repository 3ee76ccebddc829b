import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { pgliteWorkerFile, workerNeedsTsx } from '../paths';
import { lockDataDir } from './data-dir-lock';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';

export interface PgliteHost {
  /** Port of the worker's Postgres wire endpoint on 127.0.0.1. */
  port: number;
  stop(): Promise<void>;
}

const STOP_GRACE_MS = 10_000;

function spawn(data: PgliteWorkerData): Worker {
  if (!workerNeedsTsx) return new Worker(pgliteWorkerFile, { workerData: data });
  // Under tsx or jest the worker is TypeScript; a worker thread does not inherit the
  // parent's loader, so register tsx inside it before loading the source.
  const bootstrap = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();
require(${JSON.stringify(pgliteWorkerFile)});`;
  return new Worker(bootstrap, { eval: true, workerData: data });
}

function nextMessage(worker: Worker): Promise<PgliteWorkerMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`PGlite worker exited early (code ${code})`));
    worker.once('exit', onExit);
    worker.once('error', reject);
    worker.once('message', (message: PgliteWorkerMessage) => {
      worker.off('exit', onExit);
      worker.off('error', reject);
      resolve(message);
    });
  });
}

/** Starts PGlite in a worker thread; `dataDir` is a folder or `memory://`. */
export async function startPglite(dataDir: string): Promise<PgliteHost> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  const worker = spawn({ dataDir });
  const first = await nextMessage(worker).catch((error: Error) => ({ type: 'failed' as const, message: error.message }));
  if (first.type !== 'ready') {
    await worker.terminate();
    unlock();
    throw new Error(`PGlite could not start in ${dataDir}: ${first.message}`);
  }
  return {
    port: first.port,
    async stop() {
      const exited = once(worker, 'exit');
      worker.postMessage('close');
      // A clean close flushes PGlite's files; only a stuck worker is terminated.
      const timer = setTimeout(() => void worker.terminate(), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
      unlock();
    },
  };
}
