import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import type { Config } from '../config/config';
import { createFileStorage } from '../files/create-file-storage';
import type { FileStorage } from '../files/file-storage';
import { OperatorError } from '../operator-error';
import { migrationsFolder } from '../paths';
import {
  MANIFEST_ENTRY,
  parseManifest,
  PG_DUMP_ENTRY,
  SECRET_ENTRY_PREFIX,
  STORAGE_ENTRY_PREFIX,
  type BackupManifest,
  type TableDump,
} from './manifest';
import { assertRestorable, migrationsUpTo } from './migration-level';
import { pgliteTarget, postgresTarget, type RestoreTarget } from './restore-target';
import { readTar, type TarEntry } from './tar';

export interface RestoreOptions {
  config: Config;
  from: string;
  /** Replace a database (and DATA_DIR keys) that is not empty. */
  force?: boolean;
  log: (line: string) => void;
}

const entriesOf = (file: string) => readTar(createReadStream(file).pipe(createGunzip()));

/** The first pass: every entry's sha256 and size against the manifest, before anything is written. */
async function verifyArchive(file: string): Promise<{ manifest: BackupManifest; secrets: Map<string, Buffer> }> {
  const secrets = new Map<string, Buffer>();
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  for await (const entry of entriesOf(file)) {
    const hash = createHash('sha256');
    const parts: Buffer[] = [];
    const keep = entry.name === MANIFEST_ENTRY || entry.name.startsWith(SECRET_ENTRY_PREFIX);
    for await (const part of entry.body) {
      hash.update(part);
      if (keep) parts.push(part);
    }
    if (entry.name === MANIFEST_ENTRY) {
      manifestText = Buffer.concat(parts).toString('utf8');
      continue;
    }
    if (keep) secrets.set(path.basename(entry.name), Buffer.concat(parts));
    seen.set(entry.name, { size: entry.size, sha256: hash.digest('hex') });
  }
  if (manifestText === undefined) throw new OperatorError(`${file} has no ${MANIFEST_ENTRY}: not a complete backup.`);
  const manifest = parseManifest(manifestText);
  const problems: string[] = [];
  for (const expected of manifest.entries) {
    const actual = seen.get(expected.name);
    if (!actual) problems.push(`${expected.name} is missing`);
    else if (actual.sha256 !== expected.sha256 || actual.size !== expected.size)
      problems.push(`${expected.name} is damaged (sha256 differs)`);
    seen.delete(expected.name);
  }
  for (const name of seen.keys()) problems.push(`${name} is not in the manifest`);
  if (problems.length > 0)
    throw new OperatorError(`The backup ${file} fails its checks; nothing was restored:\n  - ${problems.join('\n  - ')}`);
  return { manifest, secrets };
}

/** DATA_DIR keys that differ from the backup's: replaced only when forced (data encrypted with the old one would be lost). */
function differingSecrets(config: Config, secrets: Map<string, Buffer>): string[] {
  return [...secrets]
    .filter(([name, content]) => {
      const file = path.join(config.dataDir, name);
      return existsSync(file) && !readFileSync(file).equals(content);
    })
    .map(([name]) => name);
}

async function restoreTables(
  target: RestoreTarget,
  manifest: BackupManifest,
  entries: AsyncIterator<TarEntry>,
): Promise<TarEntry | undefined> {
  const tables = manifest.database.tables ?? [];
  const byEntry = new Map<string, TableDump>(tables.map((table) => [table.entry, table]));
  await target.query('begin');
  // Triggers off: the rows (audit trails and histories included) are restored as they were,
  // not written a second time by the triggers that wrote them first. Superuser (PGlite, and
  // usually PostgreSQL) turns off foreign-key checks too; otherwise the dump's dependency order satisfies them.
  const replica = await target
    .query('savepoint replica; set local session_replication_role = replica')
    .then(() => true)
    .catch(async () => {
      await target.query('rollback to savepoint replica');
      return false;
    });
  const names = tables.map((table) => `public."${table.name}"`);
  if (!replica) for (const name of names) await target.query(`alter table ${name} disable trigger user`);
  // The migrations may have written rows of their own (reference data): the backup's replace them.
  if (names.length > 0) await target.query(`truncate ${names.join(', ')} restart identity cascade`);
  let next = await entries.next();
  for (; !next.done && byEntry.has(next.value.name); next = await entries.next()) {
    const table = byEntry.get(next.value.name)!;
    await target.copyIn(`"${table.name}"`, table.columns, next.value.body);
  }
  for (const { name, value } of manifest.database.sequences ?? []) {
    await target.query(
      value === null ? `alter sequence public.${name} restart` : `select setval('public.${name}', ${BigInt(value)}, true)`,
    );
  }
  if (!replica) for (const name of names) await target.query(`alter table ${name} enable trigger user`);
  await target.query('commit');
  return next.done ? undefined : next.value;
}

async function pgRestore(url: string, body: AsyncIterable<Buffer>): Promise<void> {
  const child = spawn('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`], {
    stdio: ['pipe', 'inherit', 'pipe'],
  });
  const errors: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
  const exited = new Promise<number>((resolve, reject) => child.once('error', reject).once('close', (code) => resolve(code ?? 1)));
  Readable.from(body).pipe(child.stdin);
  const code = await exited;
  if (code !== 0) throw new OperatorError(`pg_restore failed (exit ${code}):\n${Buffer.concat(errors).toString('utf8')}`);
}

async function checkCounts(target: RestoreTarget, manifest: BackupManifest): Promise<void> {
  const wrong: string[] = [];
  for (const [table, expected] of Object.entries(manifest.database.counts)) {
    const [row] = await target.query<{ count: string }>(`select count(*)::text as count from public."${table}"`);
    if (Number(row?.count) !== expected) wrong.push(`${table}: ${row?.count} rows, the backup has ${expected}`);
  }
  if (wrong.length > 0) throw new OperatorError(`The restored database does not match the backup:\n  - ${wrong.join('\n  - ')}`);
}

async function putFile(storage: FileStorage, key: string, body: AsyncIterable<Buffer>, force: boolean): Promise<void> {
  // Local storage never overwrites a key (files are immutable); a forced restore replaces it.
  if (force) await storage.delete(key);
  await storage.put(key, Readable.from(body));
}

/**
 * Issue 20: `npm run restore -- --from FILE [--force]`. Checks every entry against the
 * manifest first, then: the schema as it was at the backup's migration, the rows (COPY)
 * and sequences in one transaction, the later migrations of this code, the stored files
 * through the configured storage, and the DATA_DIR keys.
 */
export async function restoreBackup({ config, from, force = false, log }: RestoreOptions): Promise<BackupManifest> {
  const file = path.resolve(from);
  if (!existsSync(file)) throw new OperatorError(`There is no backup at ${file}.`);
  const started = Date.now();
  const { manifest, secrets } = await verifyArchive(file);
  log(
    `${file}: a ${manifest.database.kind} backup of ${manifest.createdAt} (${manifest.database.method}), ` +
      `migration ${manifest.database.migration.tag}, ${manifest.files.count} files; every entry's sha256 checks.`,
  );
  assertRestorable(manifest.database.migration);
  if (manifest.database.method === 'pg_dump' && !config.databaseUrl) {
    throw new OperatorError(
      'This backup is a pg_dump archive, which restores into PostgreSQL only: set DATABASE_URL, or take the backup with --logical.',
    );
  }
  const differing = differingSecrets(config, secrets);

  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const target = config.databaseUrl ? await postgresTarget(config.databaseUrl) : await pgliteTarget(config.pgliteDir);
  try {
    const contents = await target.describeContents();
    const where = config.databaseUrl ? 'the database in DATABASE_URL' : `the embedded database in ${config.pgliteDir}`;
    if (contents.tables > 0 || differing.length > 0) {
      if (!force) {
        throw new OperatorError(
          `Refusing to restore: ${where} is not empty (${contents.tables} tables, about ${contents.rows} rows)` +
            `${differing.length > 0 ? ` and DATA_DIR already has ${differing.join(', ')}` : ''}. ` +
            'Restore into an empty DATA_DIR or database, or add --force to replace them.',
        );
      }
      log(
        `--force: replacing ${where} (${contents.tables} tables, about ${contents.rows} rows, dropped with the public and drizzle schemas)` +
          `${differing.length > 0 ? ` and DATA_DIR's ${differing.join(', ')}` : ''}; stored files with the backup's keys are replaced, others are left to the orphan sweep.`,
      );
      if (contents.tables > 0) await target.wipe();
    }

    const entries = entriesOf(file)[Symbol.asyncIterator]();
    let pending: TarEntry | undefined;
    if (manifest.database.method === 'pg_dump') {
      const first = await entries.next();
      if (first.done || first.value.name !== PG_DUMP_ENTRY) throw new OperatorError('The pg_dump entry is not where it belongs.');
      await pgRestore(config.databaseUrl!, first.value.body);
      const next = await entries.next();
      pending = next.done ? undefined : next.value;
    } else {
      const upTo = migrationsUpTo(manifest.database.migration);
      try {
        await target.migrate(upTo.folder);
      } finally {
        rmSync(upTo.folder, { recursive: true, force: true });
      }
      pending = await restoreTables(target, manifest, entries);
    }
    await target.migrate(migrationsFolder);
    await checkCounts(target, manifest);
    log(`Database restored: ${Object.values(manifest.database.counts).reduce((a, b) => a + b, 0)} rows.`);

    const storage = await createFileStorage(config);
    let files = 0;
    for (let entry = pending; entry;) {
      if (entry.name.startsWith(STORAGE_ENTRY_PREFIX)) {
        await putFile(storage, entry.name.slice(STORAGE_ENTRY_PREFIX.length), entry.body, force);
        files += 1;
      }
      const next = await entries.next();
      entry = next.done ? undefined : next.value;
    }
    for (const [name, content] of secrets) writeFileSync(path.join(config.dataDir, name), content, { mode: 0o600 });
    if (secrets.size === 0) {
      log(
        'The archive holds no DATA_DIR keys: before starting the server, put back totp-encryption.key (or set TOTP_ENCRYPTION_KEY), ' +
          'or every enrolled authenticator stops working.',
      );
    }
    log(`Restored ${files} files and ${manifest.secrets.length} DATA_DIR keys in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return manifest;
  } finally {
    await target.close();
  }
}
