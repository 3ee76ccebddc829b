import { open, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { makeDirectoryDurably, writeDurably } from './durable-write';
import { assertStorageKey, STORAGE_KEY, type FileStorage } from './file-storage';

/**
 * Files on the server's disk, one per key, under DATA_DIR/files. A put resolves only
 * once the file is on stable storage: the caller commits its database row next, and a
 * row must never outlive a power cut that its file did not.
 */
export async function localFileStorage(dir: string): Promise<FileStorage> {
  await makeDirectoryDurably(dir, 0o700);
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };

  return {
    async put(key, body) {
      // A key is written once; a clash would mean a UUID collision, never an overwrite.
      await writeDurably(fileOf(key), body, 0o600);
    },

    async get(key): Promise<Readable> {
      // Opened first, so a missing file fails here rather than mid-response.
      const handle = await open(fileOf(key), 'r');
      return handle.createReadStream();
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },

    async *list() {
      for await (const entry of await opendir(dir)) {
        // Whatever else sits in the folder was not written by this store: not ours to judge.
        if (!entry.isFile() || !STORAGE_KEY.test(entry.name)) continue;
        const info = await stat(path.join(dir, entry.name)).catch(() => undefined);
        if (info) yield { key: entry.name, modifiedAt: info.mtime };
      }
    },
  };
}
