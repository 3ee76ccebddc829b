import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, fstatSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { makeDirectoryDurably, writeDurably } from './durable-write';
import { localFileStorage } from './local-file-storage';

/** Every fsync, as 'file' or 'directory', in call order. */
async function recordSyncs() {
  const probe = await open(__filename, 'r');
  const prototype = Object.getPrototypeOf(probe) as { sync(this: { fd: number }): Promise<void> };
  await probe.close();
  const original = prototype.sync;
  const syncs: string[] = [];
  const spy = jest.spyOn(prototype, 'sync').mockImplementation(function (this: { fd: number }) {
    syncs.push(fstatSync(this.fd).isDirectory() ? 'directory' : 'file');
    return original.call(this);
  });
  return { syncs, restore: () => spy.mockRestore() };
}

describe('durable writes', () => {
  let dir: string;
  let recorder: Awaited<ReturnType<typeof recordSyncs>>;
  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'durable-'));
    recorder = await recordSyncs();
  });
  afterEach(() => {
    recorder.restore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the whole stream, then syncs the file and its directory once each', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 17);
    const file = path.join(dir, 'upload');
    await writeDurably(file, Readable.from([body.subarray(0, 65_536), body.subarray(65_536)]), 0o600);
    expect(readFileSync(file).equals(body)).toBe(true);
    expect(recorder.syncs).toEqual(['file', 'directory']);
  });

  it('goes through the durable write for every local store put', async () => {
    const storage = await localFileStorage(path.join(dir, 'files'));
    recorder.syncs.length = 0;
    await storage.put(randomUUID(), Readable.from(['hello ', 'world']));
    expect(recorder.syncs).toEqual(['file', 'directory']);
  });

  it('removes a partial file when the upload breaks off, and never touches an existing one', async () => {
    const file = path.join(dir, 'upload');
    const broken = Readable.from(
      (async function* () {
        yield Buffer.from('half of it');
        throw new Error('client went away');
      })(),
    );
    await expect(writeDurably(file, broken, 0o600)).rejects.toThrow('client went away');
    expect(existsSync(file)).toBe(false);

    writeFileSync(file, 'first');
    await expect(writeDurably(file, Readable.from(['second']), 0o600)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(file, 'utf8')).toBe('first');
    expect(recorder.syncs).toEqual([]);
  });

  it('makes every directory level it creates durable in its parent', async () => {
    await makeDirectoryDurably(path.join(dir, 'data', 'files'), 0o700);
    expect(readdirSync(path.join(dir, 'data'))).toEqual(['files']);
    expect(recorder.syncs).toEqual(['directory', 'directory']);
    recorder.syncs.length = 0;
    await makeDirectoryDurably(path.join(dir, 'data', 'files'), 0o700);
    expect(recorder.syncs).toEqual([]);
  });
});
