import { once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { pgliteWorkerFile, workerNeedsTsx } from '../paths';
import { lockDataDir } from './data-dir-lock';
import type { WorkerRequest } from '../backup/pglite-snapshot';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker';

export interface PgliteHost {
  /** Port of the worker's Postgres wire endpoint on 127.0.0.1. */
  port: number;
  /** Issue 20: copies the data folder at one consistent moment into `to` (backup/pglite-snapshot.ts). */
  snapshot(to: string): Promise<void>;
  /** Issue 20: `copy … from '/dev/blob'` with these bytes, in the worker's session (restores). */
  copyFromBlob(sql: string, data: Uint8Array): Promise<void>;
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
    throw new Error(`PGlite could not start in ${dataDir}: ${first.type === 'failed' ? first.message : 'unexpected message'}`);
  }
  let requests = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const ask = (request: WorkerRequest) => {
    requests += 1;
    const id = requests;
    return new Promise<void>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, request });
    });
  };
  worker.on('message', (message: PgliteWorkerMessage) => {
    if (message.type !== 'request-done') return;
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error === undefined) waiter?.resolve();
    else waiter?.reject(new Error(message.error));
  });
  return {
    port: first.port,
    snapshot: (to) => ask({ type: 'snapshot', to }),
    copyFromBlob: (sql, data) => ask({ type: 'copy-from-blob', sql, data }),
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
