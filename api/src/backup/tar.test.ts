import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { readTar, tarHeader, TarWriter } from './tar';

async function collect(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

async function archive(entries: { name: string; content: Buffer }[]): Promise<{ bytes: Buffer; hashes: string[] }> {
  const out = new PassThrough();
  const bytes = collect(out);
  const writer = new TarWriter(out);
  const hashes: string[] = [];
  for (const { name, content } of entries) hashes.push(await writer.add({ name, size: content.length }, content));
  await writer.finish();
  return { bytes: await bytes, hashes };
}

/** Hands the bytes over in awkward pieces, as a gunzip stream does. */
async function* pieces(bytes: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.subarray(offset, offset + size);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('tar writer and reader (issue 20)', () => {
  const entries = [
    { name: 'manifest.json', content: Buffer.from('{"a":1}') },
    { name: 'empty', content: Buffer.alloc(0) },
    { name: 'exactly-one-block', content: randomBytes(512) },
    { name: 'files/3f0e5a4c-0000-4000-8000-000000000001', content: randomBytes(70_001) },
    { name: `${'deep/'.repeat(25)}long-name-beyond-one-hundred-bytes.bin`, content: randomBytes(10) },
  ];

  it.each([1, 7, 512, 4096, 1 << 20])('reads back every entry and byte it wrote, in chunks of %i bytes', async (size) => {
    const { bytes, hashes } = await archive(entries);
    expect(bytes.length % 512).toBe(0);
    expect(hashes).toEqual(entries.map(({ content }) => sha256(content)));
    const read: { name: string; content: Buffer }[] = [];
    for await (const entry of readTar(pieces(bytes, size))) read.push({ name: entry.name, content: await collect(entry.body) });
    expect(read).toEqual(entries);
  });

  it('skips what a reader leaves unread, and what it stops reading halfway', async () => {
    const { bytes } = await archive(entries);
    const names: string[] = [];
    for await (const entry of readTar(pieces(bytes, 100))) {
      names.push(entry.name);
      if (entry.name.startsWith('files/')) for await (const part of entry.body) if (part.length > 0) break;
    }
    expect(names).toEqual(entries.map(({ name }) => name));
  });

  it('is a tar GNU tar lists and unpacks byte for byte', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tar-test-'));
    try {
      const file = path.join(dir, 'a.tar.gz');
      const gzip = createGzip();
      const done = new Promise<void>((resolve) => gzip.pipe(createWriteStream(file)).on('finish', () => resolve()));
      const writer = new TarWriter(gzip);
      for (const { name, content } of entries) await writer.add({ name, size: content.length }, content);
      await writer.finish();
      await done;
      expect(execFileSync('tar', ['tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual(entries.map(({ name }) => name));
      execFileSync('tar', ['xzf', file, '-C', dir]);
      for (const { name, content } of entries) expect(readFileSync(path.join(dir, name)).equals(content)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads an archive GNU tar wrote', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tar-test-'));
    try {
      const content = randomBytes(3000);
      writeFileSync(path.join(dir, 'one.bin'), content);
      execFileSync('tar', ['czf', 'a.tar.gz', '--format=ustar', 'one.bin'], { cwd: dir });
      const read: { name: string; content: Buffer }[] = [];
      for await (const entry of readTar(createReadStream(path.join(dir, 'a.tar.gz')).pipe(createGunzip()))) {
        read.push({ name: entry.name, content: await collect(entry.body) });
      }
      expect(read).toEqual([{ name: 'one.bin', content }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a truncated archive and a damaged header', async () => {
    const { bytes } = await archive(entries);
    const drain = async (input: Buffer) => {
      for await (const entry of readTar(pieces(input, 512))) await collect(entry.body);
    };
    await expect(drain(bytes.subarray(0, 2000))).rejects.toThrow(/truncated/);
    const damaged = Buffer.from(bytes);
    damaged[0] = damaged[0]! ^ 1;
    await expect(drain(damaged)).rejects.toThrow(/checksum/);
  });

  it('writes sizes beyond 8 GiB in base-256 and refuses an entry whose bytes do not match its size', async () => {
    const header = tarHeader({ name: 'big', size: 2 ** 34 });
    expect(header[124]).toBe(0x80);
    const writer = new TarWriter(new PassThrough());
    await expect(writer.add({ name: 'short', size: 5 }, Buffer.from('abc'))).rejects.toThrow(/3 bytes, not 5/);
  });
});
