import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';

/**
 * Issue 20: a minimal ustar writer and reader, enough for the backup archive (regular files
 * only), so an operator can still list and unpack it with `tar tzf` / `tar xzf`. No tar
 * package is a dependency of the API and this needs little: a 512-byte header per entry,
 * the bytes padded to 512, two empty blocks at the end.
 */
const BLOCK = 512;
const NAME_LENGTH = 100;
const PREFIX_LENGTH = 155;
/** The largest size the 11 octal digits of the size field hold; beyond it, GNU's base-256. */
const MAX_OCTAL_SIZE = 0o77777777777;

export interface TarEntryHeader {
  name: string;
  size: number;
  mode?: number;
  mtime?: Date;
}

function writeString(header: Buffer, offset: number, length: number, value: string): void {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length > length) throw new Error(`tar: "${value}" does not fit in ${length} bytes`);
  bytes.copy(header, offset);
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  writeString(header, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function writeSize(header: Buffer, offset: number, value: number): void {
  if (value <= MAX_OCTAL_SIZE) return writeOctal(header, offset, 12, value);
  // Base-256: the top bit of the first byte set, the number big-endian in the rest.
  header[offset] = 0x80;
  let rest = BigInt(value);
  for (let i = offset + 11; i > offset; i -= 1) {
    header[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
}

/** Splits a long path at a slash into ustar's prefix and name fields. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= NAME_LENGTH) return { prefix: '', base: name };
  for (let slash = name.indexOf('/'); slash > 0; slash = name.indexOf('/', slash + 1)) {
    const prefix = name.slice(0, slash);
    const base = name.slice(slash + 1);
    if (Buffer.byteLength(prefix) <= PREFIX_LENGTH && Buffer.byteLength(base) <= NAME_LENGTH) return { prefix, base };
  }
  throw new Error(`tar: the name "${name}" is too long`);
}

export function tarHeader({ name, size, mode = 0o600, mtime = new Date() }: TarEntryHeader): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  writeString(header, 0, NAME_LENGTH, base);
  writeOctal(header, 100, 8, mode);
  writeOctal(header, 108, 8, 0);
  writeOctal(header, 116, 8, 0);
  writeSize(header, 124, size);
  writeOctal(header, 136, 12, Math.floor(mtime.getTime() / 1000));
  header.fill(' ', 148, 156);
  header.write('0', 156, 'latin1');
  header.write('ustar\0', 257, 'latin1');
  header.write('00', 263, 'latin1');
  writeString(header, 345, PREFIX_LENGTH, prefix);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return header;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (out.write(chunk)) return;
  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    out.once('error', onError);
    out.once('drain', () => {
      out.off('error', onError);
      resolve();
    });
  });
}

/** Writes entries one after the other into `out` (a gzip stream, say); each returns its sha256. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  async add(entry: TarEntryHeader, body: Buffer | AsyncIterable<Buffer>): Promise<string> {
    await write(this.out, tarHeader(entry));
    const hash = createHash('sha256');
    let written = 0;
    const chunks = Buffer.isBuffer(body) ? [body] : body;
    for await (const chunk of chunks) {
      written += chunk.length;
      if (written > entry.size) throw new Error(`tar: ${entry.name} grew beyond ${entry.size} bytes while being archived`);
      hash.update(chunk);
      await write(this.out, chunk);
    }
    if (written !== entry.size) throw new Error(`tar: ${entry.name} has ${written} bytes, not ${entry.size}`);
    await write(this.out, padding(entry.size));
    return hash.digest('hex');
  }

  /** The two empty blocks that end an archive; ends `out`. */
  async finish(): Promise<void> {
    await write(this.out, Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read them (or not) before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

/** Reads exactly the bytes asked for from a stream of chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(input: AsyncIterable<Buffer>) {
    this.source = input[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (at least one), or undefined at the end of the input. */
  async some(max: number): Promise<Buffer | undefined> {
    if (this.length === 0) {
      const next = await this.source.next();
      if (next.done) return undefined;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const first = this.buffered[0]!;
    const taken = first.subarray(0, max);
    if (taken.length === first.length) this.buffered.shift();
    else this.buffered[0] = first.subarray(max);
    this.length -= taken.length;
    return taken;
  }

  async exactly(count: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    for (let missing = count; missing > 0;) {
      const part = await this.some(missing);
      if (!part) throw new Error('tar: the archive ends in the middle of an entry (truncated?)');
      parts.push(part);
      missing -= part.length;
    }
    return Buffer.concat(parts);
  }
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function readSize(header: Buffer): number {
  if (header[124]! & 0x80) {
    let value = 0n;
    for (let i = 125; i < 136; i += 1) value = (value << 8n) | BigInt(header[i]!);
    return Number(value);
  }
  return parseInt(readString(header, 124, 12).trim() || '0', 8);
}

function checksumMatches(header: Buffer): boolean {
  const stored = parseInt(readString(header, 148, 8).trim(), 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return stored === sum;
}

/** The regular files of an (uncompressed) tar stream, in order; other entry types are skipped. */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(input);
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    if (!checksumMatches(header)) throw new Error('tar: a header is damaged (checksum mismatch)');
    const prefix = readString(header, 345, PREFIX_LENGTH);
    const base = readString(header, 0, NAME_LENGTH);
    const size = readSize(header);
    const type = String.fromCharCode(header[156]!);
    // Counted here, not in a generator the consumer might close early, so what it leaves
    // unread is still skipped before the next header.
    let remaining = size;
    const body = async function* () {
      while (remaining > 0) {
        const part = await reader.some(Math.min(remaining, 1 << 20));
        if (!part) throw new Error('tar: the archive ends in the middle of an entry (truncated?)');
        remaining -= part.length;
        yield part;
      }
    };
    if (type === '0' || type === '\0') yield { name: prefix ? `${prefix}/${base}` : base, size, body: body() };
    for await (const chunk of body()) void chunk;
    await reader.exactly(padding(size).length);
  }
}
