import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { constants, createGzip } from 'node:zlib';
import { Client } from 'pg';
import type { Config } from '../config/config';
import { startPglite } from '../db/pglite-host';
import { createFileStorage } from '../files/create-file-storage';
import { OperatorError } from '../operator-error';
import { requestSnapshot } from './backup-channel';
import { logicalDump, referencedStorageKeys, tableCounts, tablesInDependencyOrder, type LogicalDump } from './database-dump';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  PG_DUMP_ENTRY,
  SECRET_ENTRY_PREFIX,
  STORAGE_ENTRY_PREFIX,
  type BackupManifest,
  type ManifestEntry,
} from './manifest';
import { currentMigrationLevel } from './migration-level';
import { TarWriter } from './tar';

const run = promisify(execFile);

export interface BackupOptions {
  config: Config;
  /** The archive to write (a .tar.gz); written beside it as `.partial`, renamed when complete. */
  to: string;
  /** PostgreSQL: the driver's dump even when pg_dump is on PATH (its archive restores into PGlite too). */
  logical?: boolean;
  /**
   * Put DATA_DIR's key files in the archive too. Off by default: the README asks for the TOTP
   * key to be kept apart from database backups, so a stolen backup does not open the
   * authenticator secrets it holds.
   */
  includeKeys?: boolean;
  log: (line: string) => void;
}

async function pgDumpAvailable(): Promise<string | undefined> {
  try {
    const { stdout } = await run('pg_dump', ['--version']);
    return stdout.trim();
  } catch {
    return undefined;
  }
}

/**
 * pg_dump reads the snapshot this transaction exported, so its dump and the stored-file
 * keys read here are one moment of the database.
 */
async function pgDump(client: Client, url: string, spoolDir: string): Promise<LogicalDump> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const migration = await currentMigrationLevel(client);
    const storageKeys = await referencedStorageKeys(client);
    const counts = await tableCounts(client, await tablesInDependencyOrder(client));
    const file = path.join(spoolDir, 'database.pgdump');
    await run('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${file}`, `--dbname=${url}`], { maxBuffer: 1 << 24 });
    await client.query('commit');
    return { database: { kind: 'postgres', method: 'pg_dump', migration, counts }, storageKeys, spooled: [{ entry: PG_DUMP_ENTRY, file }] };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

async function withClient<T>(options: { connectionString?: string; port?: number }, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client(
    options.connectionString
      ? { connectionString: options.connectionString }
      : { host: '127.0.0.1', port: options.port, user: 'postgres', database: 'postgres' },
  );
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function dumpPostgres({ config, logical, log }: BackupOptions, spoolDir: string): Promise<LogicalDump> {
  const url = config.databaseUrl!;
  const version = logical ? undefined : await pgDumpAvailable();
  return withClient({ connectionString: url }, async (client) => {
    if (version) {
      log(`PostgreSQL: using ${version} (found on PATH).`);
      try {
        return await pgDump(client, url, spoolDir);
      } catch (error) {
        log(`pg_dump failed (${(error as Error).message.trim().split('\n').at(-1)}); using the driver's logical dump instead.`);
      }
    } else {
      log(
        logical ? "PostgreSQL: the driver's logical dump (--logical)." : "PostgreSQL: pg_dump is not on PATH; the driver's logical dump.",
      );
    }
    return logicalDump(client, spoolDir, 'postgres');
  });
}

/**
 * The embedded database. With a server running (it holds DATA_DIR), the server copies its
 * folder at one consistent moment (backup-channel.ts) and the dump reads the copy in a
 * PGlite of this process; with none, DATA_DIR is opened (and locked) directly.
 */
async function dumpPglite({ config, log }: BackupOptions, spoolDir: string): Promise<LogicalDump> {
  if (!existsSync(path.join(config.pgliteDir, 'PG_VERSION'))) {
    throw new OperatorError(`There is no embedded database in ${config.pgliteDir} to back up.`);
  }
  const snapshot = await requestSnapshot(config.dataDir);
  if (snapshot) log('The server is running: it copied its database at one moment, which is dumped while it keeps serving.');
  else log('No server holds DATA_DIR: the embedded database is opened directly (a server cannot start until the backup ends).');
  try {
    const host = await startPglite(snapshot ? path.join(snapshot, 'pglite') : config.pgliteDir);
    try {
      return await withClient({ port: host.port }, (client) => logicalDump(client, spoolDir, 'pglite'));
    } finally {
      await host.stop();
    }
  } finally {
    if (snapshot) rmSync(snapshot, { recursive: true, force: true });
  }
}

async function collect(body: AsyncIterable<Buffer | string>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(Buffer.isBuffer(part) ? part : Buffer.from(part));
  return Buffer.concat(parts);
}

/** The DATA_DIR keys without which restored data is unreadable (TOTP secrets) or links break (signing). */
function secretFiles(config: Config): string[] {
  return [
    config.totpEncryptionKey ? undefined : config.totpEncryptionKeyFile,
    config.fileSigningSecret ? undefined : config.fileSigningSecretFile,
  ].filter((file): file is string => file !== undefined && existsSync(file));
}

/**
 * Issue 20: `npm run backup -- --to FILE`. One .tar.gz: the database (a logical dump, or
 * pg_dump's), every stored file it references, the DATA_DIR keys, and `manifest.json`
 * last with the sha256 of every other entry.
 *
 * Consistency between the database and the files: stored files are immutable (a key is
 * written once, never overwritten) and only files no row references are ever deleted (the
 * start-up orphan sweep, files/orphan-sweep.ts); rows that reference files are never
 * deleted. So every file the snapshot references still exists, unchanged, when it is
 * copied after the snapshot was taken.
 */
export async function createBackup(options: BackupOptions): Promise<BackupManifest> {
  const { config, log } = options;
  const to = path.resolve(options.to);
  const partial = `${to}.partial`;
  const spoolDir = mkdtempSync(path.join(path.dirname(to), '.backup-spool-'));
  const started = Date.now();
  try {
    const dump = config.databaseUrl ? await dumpPostgres(options, spoolDir) : await dumpPglite(options, spoolDir);
    log(`Database dumped in ${((Date.now() - started) / 1000).toFixed(1)} s (${dump.storageKeys.length} stored files referenced).`);

    const gzip = createGzip({ level: constants.Z_BEST_SPEED });
    const out = createWriteStream(partial, { mode: 0o600 });
    const written = new Promise<void>((resolve, reject) => {
      out.once('finish', resolve).once('error', reject);
      gzip.once('error', reject);
    });
    gzip.pipe(out);
    const tar = new TarWriter(gzip);
    const entries: ManifestEntry[] = [];
    const mtime = new Date(started);
    const add = async (name: string, size: number, body: Buffer | AsyncIterable<Buffer>) => {
      entries.push({ name, size, sha256: await tar.add({ name, size, mtime }, body) });
    };

    for (const { entry, file } of dump.spooled) {
      await add(entry, statSync(file).size, createReadStream(file));
      rmSync(file);
    }

    const storage = await createFileStorage(config);
    let bytes = 0;
    const missing: string[] = [];
    for (const key of dump.storageKeys) {
      const content = await storage
        .get(key)
        .then(collect)
        .catch(() => undefined);
      if (!content) {
        missing.push(key);
        continue;
      }
      bytes += content.length;
      await add(`${STORAGE_ENTRY_PREFIX}${key}`, content.length, content);
    }
    if (missing.length > 0) log(`WARNING: ${missing.length} referenced files are missing from the storage: ${missing.join(', ')}`);

    const secrets: string[] = [];
    const keyFiles = secretFiles(config);
    if (!options.includeKeys && keyFiles.length > 0) {
      log(`Not in the archive (keep them apart, or pass --include-keys): ${keyFiles.join(', ')}.`);
    }
    for (const file of options.includeKeys ? keyFiles : []) {
      const content = readFileSync(file);
      secrets.push(path.basename(file));
      await add(`${SECRET_ENTRY_PREFIX}${path.basename(file)}`, content.length, content);
    }

    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      createdAt: mtime.toISOString(),
      database: dump.database,
      files: { storage: config.fileStorage, count: dump.storageKeys.length - missing.length, bytes },
      secrets,
      entries,
    };
    const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await tar.add({ name: MANIFEST_ENTRY, size: text.length, mtime }, text);
    await tar.finish();
    await written;
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    renameSync(partial, to);
    const size = statSync(to).size;
    log(
      `Backup written to ${to}: ${(size / 1024 / 1024).toFixed(1)} MiB, ${Object.values(manifest.database.counts).reduce((a, b) => a + b, 0)} rows, ` +
        `${manifest.files.count} files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    return manifest;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    rmSync(spoolDir, { recursive: true, force: true });
  }
}
