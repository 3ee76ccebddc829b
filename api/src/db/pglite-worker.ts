import { parentPort, workerData } from 'node:worker_threads';
import { handleWorkerRequest, isWorkerRequest } from '../backup/pglite-snapshot';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { settingArgs } from './planner-settings';

/**
 * PGlite is WebAssembly running on whichever event loop hosts it; here that is this
 * worker's, so a slow query never blocks the HTTP thread. The database is exposed
 * over the Postgres wire protocol so the app talks to it with `pg`, exactly as it
 * talks to a real server.
 */
export interface PgliteWorkerData {
  dataDir: string;
}

export type PgliteWorkerMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; message: string }
  // Issue 20: the answer to a backup's or restore's request (see backup/pglite-snapshot.ts).
  | { type: 'request-done'; id: number; error?: string };

async function main(): Promise<void> {
  const parent = parentPort;
  if (!parent) throw new Error('pglite-worker must run in a worker thread');
  const { dataDir } = workerData as PgliteWorkerData;
  const post = (message: PgliteWorkerMessage) => parent.postMessage(message);

  try {
    // PGlite ignores the connection's `options`, so the settings go on its command line.
    const startParams = [...PGlite.defaultStartParams, ...settingArgs()];
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm }, startParams });
    // The app's pool holds a single connection, because pglite-socket multiplexes
    // several at the protocol-message level and unnamed extended-protocol statements
    // of two clients could interleave. The spare slots only cover the moment when pg
    // replaces a connection it dropped after an error while the old socket closes.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    parent.on('message', async (message: unknown) => {
      if (isWorkerRequest(message)) {
        const { id, request } = message;
        const done = await handleWorkerRequest(db, dataDir, request).then(
          () => ({ type: 'request-done' as const, id }),
          (error: unknown) => ({ type: 'request-done' as const, id, error: error instanceof Error ? error.message : String(error) }),
        );
        post(done);
        return;
      }
      if (message !== 'close') return;
      await server.stop();
      await db.close();
      // Nothing else keeps the thread alive: closing the port ends it, which the host awaits.
      parent.close();
    });
    post({ type: 'ready', port: Number(server.getServerConn().split(':').pop()) });
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
}

void main();
