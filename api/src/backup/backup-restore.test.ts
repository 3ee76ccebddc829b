import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { Config } from '../config/config';
import { clientForm, formReference } from '../test/client-form';
import { signedIn } from '../test/fixtures';
import { issuedCode, requestForm, requestReference } from '../test/limit-request-form';
import { JPEG, PNG } from '../test/multipart';
import { backends, testConfig, throwAwayDatabase, type Backend } from '../test/test-app';
import { createBackup } from './backup';
import { backupSocketFile } from './backup-channel';
import type { BackupManifest } from './manifest';
import { assertRestorable } from './migration-level';
import { restoreBackup } from './restore';
import { readTar } from './tar';

/** A DATA_DIR of its own, with the keys as files in it (as in production without those settings). */
function placeConfig(dataDir: string, databaseUrl?: string): Partial<Config> {
  return {
    dataDir,
    databaseUrl,
    pgliteDir: path.join(dataDir, 'pglite'),
    filesDir: path.join(dataDir, 'files'),
    fileSigningSecret: undefined,
    fileSigningSecretFile: path.join(dataDir, 'file-signing.key'),
    totpEncryptionKey: undefined,
    totpEncryptionKeyFile: path.join(dataDir, 'totp-encryption.key'),
  };
}

/** Rows and a checksum of every table of the public schema. */
async function tableFingerprints(app: FastifyInstance): Promise<Record<string, string>> {
  const tables = await app.db.execute<{ name: string }>(
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' order by 1`,
  );
  const prints: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const [row] = (
      await app.db.execute<{ rows: string; sum: string }>(
        sql.raw(
          `select count(*)::text as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from public."${name}" t`,
        ),
      )
    ).rows;
    prints[name] = `${row!.rows} rows, ${row!.sum}`;
  }
  return prints;
}

async function storedFiles(app: FastifyInstance): Promise<Map<string, Buffer>> {
  const keys = await app.db.execute<{ key: string }>(
    sql`select storage_key as key from client_documents union select storage_key from limit_request_documents
        union select storage_key from self_onboarding_application_files order by 1`,
  );
  const files = new Map<string, Buffer>();
  for (const { key } of keys.rows) {
    const parts: Buffer[] = [];
    for await (const part of await app.files.storage.get(key)) parts.push(part as Buffer);
    files.set(key, Buffer.concat(parts));
  }
  return files;
}

const quiet = () => {};

describe.each(backends())('backup and restore ($name, issue 20)', (backend: Backend) => {
  const places: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  let source: FastifyInstance;
  let before: Record<string, string>;
  let files: Map<string, Buffer>;
  let archive: string;

  const place = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
    places.push(dir);
    return dir;
  };
  const database = async () => {
    if (backend.name !== 'postgres') return undefined;
    const created = await throwAwayDatabase();
    drops.push(created.drop);
    return created.url;
  };
  const start = async (config: Partial<Config>) => {
    const app = await buildApp(testConfig(config));
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    const dataDir = place();
    source = await start(placeConfig(dataDir, await database()));
    const staff = await signedIn(source, 'agent');
    const reference = await formReference(source);
    for (let i = 0; i < 3; i += 1) {
      const form = clientForm(reference);
      const stored = await source.inject({
        method: 'POST',
        url: '/api/clients/store',
        payload: form.payload,
        headers: { ...staff.headers, ...form.headers },
      });
      expect(stored.statusCode).toBe(201);
    }
    const requests = await requestReference(source);
    for (let i = 0; i < 2; i += 1) {
      const form = requestForm(requests, await issuedCode(source), {
        // The ID card's photos, beside the form's PDF.
        front_image: `data:image/jpeg;base64,${JPEG.toString('base64')}`,
        back_image: { name: 'back.png', content: PNG, type: 'image/png' },
      });
      const stored = await source.inject({
        method: 'POST',
        url: '/api/limit-requests/store',
        payload: form.payload,
        headers: { ...staff.headers, ...form.headers },
      });
      if (stored.statusCode !== 201) throw new Error(stored.body);
    }
    archive = path.join(place(), 'backup.tar.gz');
    // The server keeps answering while the backup runs.
    const backup = createBackup({ config: source.config, to: archive, includeKeys: true, log: quiet });
    const served = await Promise.all(
      Array.from({ length: 5 }, () => source.inject({ method: 'GET', url: '/api/clients', headers: staff.headers })),
    );
    await backup;
    expect(served.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    before = await tableFingerprints(source);
    files = await storedFiles(source);
  }, 240_000);

  afterAll(async () => {
    await source?.close();
    for (const drop of drops) await drop();
    for (const dir of places) rmSync(dir, { recursive: true, force: true });
  });

  it('writes a standard tar.gz: the database, every referenced file, the DATA_DIR keys and the manifest last', async () => {
    const listed = execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n');
    expect(listed.at(-1)).toBe('manifest.json');
    expect(listed.filter((name) => name.startsWith('files/')).sort()).toEqual([...files.keys()].map((key) => `files/${key}`));
    expect(files.size).toBe(3 + 2 * 3);
    expect(listed).toEqual(expect.arrayContaining(['secrets/totp-encryption.key', 'secrets/file-signing.key']));
    const manifest = JSON.parse(execFileSync('tar', ['xzOf', archive, 'manifest.json'], { encoding: 'utf8' })) as BackupManifest;
    expect(manifest).toMatchObject({ format: 'back-office-backup', version: 1, database: { kind: backend.name }, files: { count: 9 } });
    expect(manifest.database.counts).toMatchObject({ clients: 3 + 1, limit_requests: 2 });
    expect(manifest.entries.map((entry) => entry.name)).toEqual(listed.slice(0, -1));
    if (backend.name === 'postgres') expect(manifest.database.method).toBe('pg_dump');
  });

  it('restores into a fresh place, where a server finds every row and every file byte for byte', async () => {
    const dataDir = place();
    const config = placeConfig(dataDir, await database());
    await restoreBackup({ config: testConfig(config), from: archive, log: quiet });
    expect(readFileSync(path.join(dataDir, 'totp-encryption.key'))).toEqual(readFileSync(source.config.totpEncryptionKeyFile));
    const restored = await start(config);
    try {
      expect(await tableFingerprints(restored)).toEqual(before);
      const restoredFiles = await storedFiles(restored);
      expect([...restoredFiles.keys()]).toEqual([...files.keys()]);
      for (const [key, content] of files) expect(restoredFiles.get(key)!.equals(content)).toBe(true);
      // The sequences went along: the next client gets a new number, not one already taken.
      const staff = await signedIn(restored, 'agent');
      const form = clientForm(await formReference(restored));
      const stored = await restored.inject({
        method: 'POST',
        url: '/api/clients/store',
        payload: form.payload,
        headers: { ...staff.headers, ...form.headers },
      });
      expect(stored.statusCode).toBe(201);
    } finally {
      await restored.close();
    }
    // Not empty any more: refused without --force, replaced with it.
    const again = { config: testConfig(config), from: archive, log: quiet };
    await expect(restoreBackup(again)).rejects.toThrow(/Refusing to restore: .* is not empty/);
    const said: string[] = [];
    await restoreBackup({ ...again, force: true, log: (line) => said.push(line) });
    expect(said.join('\n')).toMatch(/--force: replacing/);
  }, 240_000);

  it('refuses a damaged archive before writing anything, and a schema newer than the code', async () => {
    const entries: { name: string; content: Buffer }[] = [];
    for await (const entry of readTar(createReadStream(archive).pipe(createGunzip()))) {
      const parts: Buffer[] = [];
      for await (const part of entry.body) parts.push(part);
      entries.push({ name: entry.name, content: Buffer.concat(parts) });
    }
    const dir = place();
    const damaged = path.join(dir, 'damaged.tar.gz');
    execFileSync('tar', ['xzf', archive, '-C', dir]);
    const file = path.join(dir, entries.find((entry) => entry.name.startsWith('files/'))!.name);
    writeFileSync(file, Buffer.concat([readFileSync(file), Buffer.from('x')]));
    execFileSync('tar', ['czf', damaged, '-C', dir, ...entries.map((entry) => entry.name)]);
    const target = place();
    await expect(restoreBackup({ config: testConfig(placeConfig(target, await database())), from: damaged, log: quiet })).rejects.toThrow(
      /fails its checks; nothing was restored:\n {2}- files\/.* is damaged/,
    );
    expect(existsSync(path.join(target, 'files'))).toBe(false);
    expect(() => assertRestorable({ index: 99, tag: '0099_future', when: Date.now() + 1e9 })).toThrow(/newer than this code/);
  });

  if (backend.name === 'pglite') {
    it('listens for the backup command on a 0600 socket in DATA_DIR only', () => {
      const mode = execFileSync('stat', ['-c', '%a', backupSocketFile(source.config.dataDir)], { encoding: 'utf8' }).trim();
      expect(mode).toBe('600');
    });
  }

  if (backend.name === 'postgres') {
    it('makes a logical dump with --logical, which restores into the embedded database', async () => {
      const logical = path.join(place(), 'logical.tar.gz');
      const manifest = await createBackup({ config: source.config, to: logical, logical: true, log: quiet });
      expect(manifest.database.method).toBe('logical');
      // Without --include-keys the DATA_DIR keys stay out (kept apart from database backups).
      expect(manifest.secrets).toEqual([]);
      const dataDir = place();
      await restoreBackup({ config: testConfig(placeConfig(dataDir)), from: logical, log: quiet });
      const restored = await start(placeConfig(dataDir));
      try {
        expect(await tableFingerprints(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    }, 240_000);
  }
});
