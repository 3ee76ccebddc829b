import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Writes `body` to a new file and resolves only once its bytes and the directory entry
 * naming it are on stable storage. A plain close leaves both in the page cache: enough
 * for kill -9, not for a power cut, after which an acknowledged upload would be missing
 * or empty. Costs one fsync for the file and one for its directory.
 *
 * `wx`: an existing file is never overwritten, nor removed when the open fails.
 */
export async function writeDurably(file: string, body: Readable, mode: number): Promise<void> {
  const handle = await open(file, 'wx', mode);
  try {
    // Each chunk awaited in turn, which is all the backpressure a file needs; writeFile,
    // unlike write, carries on after a short write, from where the last chunk ended.
    for await (const chunk of body) await handle.writeFile(chunk);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(file, { force: true });
    throw error;
  }
  await handle.close();
  await syncDirectory(path.dirname(file));
}

/** Creates `dir` if needed and makes each new level's entry in its parent durable too. */
export async function makeDirectoryDurably(dir: string, mode: number): Promise<void> {
  const firstCreated = await mkdir(dir, { recursive: true, mode });
  if (!firstCreated) return;
  for (let created = dir; ; created = path.dirname(created)) {
    await syncDirectory(path.dirname(created));
    if (created === firstCreated) return;
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
