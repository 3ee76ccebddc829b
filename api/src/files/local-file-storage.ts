import { createWriteStream } from 'node:fs';
import { mkdir, open, opendir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, STORAGE_KEY, type FileStorage } from './file-storage';

/** Files on the server's disk, one per key, under DATA_DIR/files. */
export async function localFileStorage(dir: string): Promise<FileStorage> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };

  return {
    async put(key, body) {
      const file = fileOf(key);
      try {
        // wx: a key is written once; a clash would mean a UUID collision, never an overwrite.
        await pipeline(body, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
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
