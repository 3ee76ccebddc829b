import { cpSync, constants } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Issue 20: what the host asks of the PGlite worker for backups and restores: a copy of its
 * data folder, and COPY FROM a blob (COPY FROM STDIN does not pass pglite-socket).
 */
export type WorkerRequest = { type: 'snapshot'; to: string } | { type: 'copy-from-blob'; sql: string; data: Uint8Array };

export function isWorkerRequest(message: unknown): message is { id: number; request: WorkerRequest } {
  return typeof message === 'object' && message !== null && 'request' in message && 'id' in message;
}

/** Runs a request in the worker; during a restore its COPY joins the session's open transaction. */
export async function handleWorkerRequest(db: PGlite, dataDir: string, request: WorkerRequest): Promise<void> {
  if (request.type === 'snapshot') return snapshotDataDir(db, dataDir, request.to);
  await db.query(request.sql, [], { blob: new Blob([request.data]) });
}

const RETRY_MS = 5;
const GIVE_UP_MS = 60_000;

/**
 * Issue 20: a consistent copy of the embedded database's folder while the server keeps
 * serving. The app's one session (pglite-socket) runs each protocol message under PGlite's
 * query lock; holding that lock between two of the app's messages, when no transaction
 * block is open, nothing can change, and the folder is copied in one synchronous go (a
 * reflink where the file system can). That is the image a power cut would leave, every
 * commit in the WAL, which PGlite replays when the copy is opened. No query is sent here:
 * even a CHECKPOINT between the app's Parse and Sync broke its statement (a 500 seen in the
 * test). Queries wait only for the copy; the slow logical dump then reads the copy, not the
 * live database. Runs in the worker, because the lock and the files are the worker's.
 */
export async function snapshotDataDir(db: PGlite, dataDir: string, to: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const copied = await db.runExclusive(async () => {
      // Between the app's BEGIN and COMMIT: let it finish first.
      if (db.isInTransaction()) return false;
      cpSync(dataDir, to, {
        recursive: true,
        mode: constants.COPYFILE_FICLONE,
        // The lock of the running server, not part of the data.
        filter: (source) => path.basename(source) !== 'postmaster.pid',
      });
      return true;
    });
    if (copied) return;
    if (Date.now() - started > GIVE_UP_MS) throw new Error('the database stayed inside a transaction for a minute; try again');
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}
