import { randomUUID } from 'node:crypto';
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * Issue 20: how `npm run backup` reaches a running server that holds the embedded database
 * (PGlite admits one process per DATA_DIR, see db/data-dir-lock.ts). A Unix socket in
 * DATA_DIR, mode 0600: only the account that runs the server (or root) can connect, there
 * is no token to leak and no port, and it is never reachable from the network. One
 * request, one JSON line each way: `snapshot` → the folder holding a consistent copy of
 * the database, which the command dumps and then removes.
 */
export const backupSocketFile = (dataDir: string) => path.join(dataDir, 'backup.sock');
export const snapshotsFolder = (dataDir: string) => path.join(dataDir, 'backup-snapshots');

/** sun_path is 108 bytes on Linux (104 on macOS), the terminating zero included. */
const MAX_SOCKET_PATH = 103;
/** A snapshot left by a backup that crashed; none lives longer than its backup. */
const STALE_SNAPSHOT_MS = 24 * 60 * 60_000;

export type ChannelReply = { ok: true; dir: string } | { ok: false; error: string };

export interface BackupChannel {
  close(): Promise<void>;
}

function sweepStaleSnapshots(folder: string, now: number): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const dir = path.join(folder, name);
    if (now - statSync(dir).mtimeMs > STALE_SNAPSHOT_MS) rmSync(dir, { recursive: true, force: true });
  }
}

export function openBackupChannel(
  dataDir: string,
  snapshot: (to: string) => Promise<void>,
  log: { info(object: object, message: string): void; warn(object: object, message: string): void },
): BackupChannel | undefined {
  const socketFile = backupSocketFile(dataDir);
  if (Buffer.byteLength(socketFile) > MAX_SOCKET_PATH) {
    log.warn({ socketFile }, 'DATA_DIR is too long a path for the backup socket; stop the server to back up the embedded database');
    return undefined;
  }
  sweepStaleSnapshots(snapshotsFolder(dataDir), Date.now());
  // The server holds DATA_DIR's lock, so a socket file here is a crashed server's.
  rmSync(socketFile, { force: true });
  let busy = false;
  const server: Server = createServer((socket) => {
    const lines = createInterface({ input: socket });
    const reply = (answer: ChannelReply) => socket.end(`${JSON.stringify(answer)}\n`);
    lines.once('line', (line) => {
      lines.close();
      let command: unknown;
      try {
        command = (JSON.parse(line) as { command?: unknown }).command;
      } catch {
        command = undefined;
      }
      if (command !== 'snapshot') return reply({ ok: false, error: 'unknown command' });
      if (busy) return reply({ ok: false, error: 'another backup is taking its snapshot; try again when it is done' });
      busy = true;
      const dir = path.join(snapshotsFolder(dataDir), randomUUID());
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const started = Date.now();
      snapshot(path.join(dir, 'pglite'))
        .then(
          () => {
            log.info({ ms: Date.now() - started }, 'backup snapshot of the embedded database taken');
            reply({ ok: true, dir });
          },
          (error: Error) => {
            rmSync(dir, { recursive: true, force: true });
            reply({ ok: false, error: error.message });
          },
        )
        .finally(() => (busy = false));
    });
    socket.on('error', () => socket.destroy());
  });
  // The socket is created 0600 from the start (no moment when others could connect), then checked.
  const umask = process.umask(0o177);
  try {
    server.listen(socketFile);
  } finally {
    process.umask(umask);
  }
  server.once('listening', () => chmodSync(socketFile, 0o600));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        try {
          unlinkSync(socketFile);
        } catch {
          // Already gone.
        }
      }),
  };
}

/** Asks the server for a snapshot; undefined when no server listens in DATA_DIR. */
export async function requestSnapshot(dataDir: string): Promise<string | undefined> {
  const socketFile = backupSocketFile(dataDir);
  return new Promise<string | undefined>((resolve, reject) => {
    const socket = createConnection(socketFile);
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(undefined);
      else reject(error);
    });
    socket.once('connect', () => {
      // Read only once connected: a readline over a socket that failed to connect re-emits its error.
      createInterface({ input: socket }).once('line', (line) => {
        const answer = JSON.parse(line) as ChannelReply;
        if (answer.ok) resolve(answer.dir);
        else reject(new Error(`the server could not take a snapshot: ${answer.error}`));
      });
      socket.write(`${JSON.stringify({ command: 'snapshot' })}\n`);
    });
    socket.once('close', () => reject(new Error('the server closed the backup channel without answering')));
  });
}
