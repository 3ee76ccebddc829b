import type { FileStorage } from './file-storage';

const BATCH = 500;

/**
 * Deletes stored files that no row references. A request writes its files before it
 * commits their rows, so a process killed in between leaves files behind; rows never
 * point at a missing file. Only files written before `writtenBefore` are judged, so an
 * upload still in flight in another process is left alone. Returns how many went.
 */
export async function sweepOrphanFiles(
  storage: FileStorage,
  referenced: (keys: string[]) => Promise<Set<string>>,
  writtenBefore: Date,
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const judge = async () => {
    const kept = await referenced(batch);
    const orphans = batch.filter((key) => !kept.has(key));
    await Promise.all(orphans.map((key) => storage.delete(key)));
    removed += orphans.length;
    batch = [];
  };
  for await (const { key, modifiedAt } of storage.list()) {
    if (modifiedAt >= writtenBefore) continue;
    batch.push(key);
    if (batch.length === BATCH) await judge();
  }
  if (batch.length > 0) await judge();
  return removed;
}
