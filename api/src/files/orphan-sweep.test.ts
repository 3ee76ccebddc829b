import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localFileStorage } from './local-file-storage';
import { sweepOrphanFiles } from './orphan-sweep';

describe('sweepOrphanFiles', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'sweep-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, writtenAt: Date) => {
    writeFileSync(path.join(dir, name), 'x');
    utimesSync(path.join(dir, name), writtenAt, writtenAt);
    return name;
  };

  it('removes unreferenced files written before the cut-off and nothing else', async () => {
    const cutoff = new Date('2026-01-01T12:00:00Z');
    const before = new Date(cutoff.getTime() - 1000);
    const referenced = write(randomUUID(), before);
    const orphan = write(randomUUID(), before);
    const inFlight = write(randomUUID(), new Date(cutoff.getTime() + 1000));
    const foreign = write('notes.txt', before);
    const asked: string[][] = [];
    const removed = await sweepOrphanFiles(
      await localFileStorage(dir),
      async (keys) => {
        asked.push(keys);
        return new Set(keys.filter((key) => key === referenced));
      },
      cutoff,
    );
    expect(removed).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([referenced, inFlight, foreign].sort());
    expect(asked.flat().sort()).toEqual([referenced, orphan].sort());
  });

  it('asks about the keys in batches', async () => {
    const old = new Date(Date.now() - 60_000);
    for (let i = 0; i < 1201; i += 1) write(randomUUID(), old);
    const sizes: number[] = [];
    const removed = await sweepOrphanFiles(await localFileStorage(dir), async (keys) => (sizes.push(keys.length), new Set()), new Date());
    expect(removed).toBe(1201);
    expect(sizes).toEqual([500, 500, 201]);
    expect(readdirSync(dir)).toEqual([]);
  });
});
