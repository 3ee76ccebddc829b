import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What identifies a request besides its body: the same key on another URL or version is another request. */
export interface RequestHead {
  method: string;
  url: string;
  ifMatch: string | undefined;
}

const headOf = (head: RequestHead) => JSON.stringify([head.method, head.url, head.ifMatch ?? null]);

/** Object keys sorted, so a body serialised in another key order is the same request. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** Issue 20: the hash of a JSON (or bodiless) request, read once the body is parsed. */
export function jsonRequestHash(head: RequestHead, body: unknown): string {
  return createHash('sha256')
    .update(headOf(head))
    .update('\n')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

/**
 * A sha256 of a multipart body with every occurrence of its boundary left out: a browser picks a new
 * random boundary for each send of the same form, and a retry must hash the same. The last
 * boundary-length-minus-one bytes wait for the next chunk, since a boundary may straddle two.
 */
export class BoundaryBlindHash {
  private readonly hash: Hash = createHash('sha256');
  private carry = Buffer.alloc(0);

  constructor(
    private readonly boundary: Buffer,
    head: RequestHead,
  ) {
    this.hash.update(headOf(head)).update('\n');
  }

  update(chunk: Buffer): void {
    const bytes = this.carry.length ? Buffer.concat([this.carry, chunk]) : chunk;
    let start = 0;
    for (let at = bytes.indexOf(this.boundary, start); at !== -1; at = bytes.indexOf(this.boundary, start)) {
      this.hash.update(bytes.subarray(start, at)).update('\u0000boundary\u0000');
      start = at + this.boundary.length;
    }
    const keep = Math.min(this.boundary.length - 1, bytes.length - start);
    this.hash.update(bytes.subarray(start, bytes.length - keep));
    this.carry = Buffer.from(bytes.subarray(bytes.length - keep));
  }

  digest(): string {
    return this.hash.update(this.carry).digest('hex');
  }
}

/** `multipart/form-data; boundary=...` → the boundary (quoted or not), undefined when there is none. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = contentType?.match(/;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i);
  return match?.[1] ?? match?.[2];
}

/**
 * Issue 20: hashes a multipart body as it streams, beside whoever reads it (the route's parser, or
 * `drain` on a replay). Paused first, so attaching the listener does not start the flow before the
 * parser is piped in: the parser's pipe resumes it and both see every chunk.
 */
export function watchMultipart(raw: Readable, boundary: string, head: RequestHead) {
  const hasher = new BoundaryBlindHash(Buffer.from(boundary, 'latin1'), head);
  raw.pause();
  const digest = new Promise<string>((resolve, reject) => {
    raw.on('data', (chunk: Buffer | string) => hasher.update(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    raw.once('end', () => resolve(hasher.digest()));
    raw.once('error', reject);
    raw.once('close', () => reject(new Error('request closed before its body ended')));
  });
  // Whoever awaits it handles a rejection; nobody may be waiting when the route reads nothing.
  digest.catch(() => undefined);
  return {
    digest,
    /** A replay reads the whole body itself, to compare it with the first one. */
    drain(): Promise<string> {
      raw.resume();
      return digest;
    },
  };
}
