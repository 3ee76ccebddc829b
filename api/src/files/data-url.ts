import { Readable } from 'node:stream';

/** `data:image/jpeg;base64` (or png) — what a canvas's toDataURL writes before the comma. */
const HEADER = /^data:image\/(jpeg|png);base64$/i;
const MAX_HEADER = 64;
/** Whole base64 quads, padding only in the last one. */
const QUADS = /^[A-Za-z0-9+/]*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export type DataUrl =
  | { outcome: 'empty' }
  | { outcome: 'invalid' }
  | { outcome: 'image'; extension: '.jpg' | '.png'; bytes: Readable; wellFormed: () => boolean };

/**
 * Never stops early: leaving a part half read (or destroying it) would stall or end the
 * multipart parser, so whatever is wrong, the rest of the text is still read through.
 */
async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  while (!(await chunks.next()).done);
}

async function* base64Decoded(start: string, chunks: AsyncIterator<Buffer>, verdict: { valid: boolean }): AsyncGenerator<Buffer> {
  let pending = start;
  let padded = false;
  for (;;) {
    const whole = pending.length - (pending.length % 4);
    if (verdict.valid && whole > 0) {
      const quads = pending.slice(0, whole);
      if (padded || !QUADS.test(quads)) verdict.valid = false;
      else {
        padded = quads.endsWith('=');
        yield Buffer.from(quads, 'base64');
      }
    }
    pending = verdict.valid ? pending.slice(whole) : '';
    const next = await chunks.next();
    if (next.done) break;
    pending += next.value.toString('latin1');
  }
  if (pending.length > 0) verdict.valid = false;
}

/**
 * Opens a `data:image/jpeg;base64,…` text field as it streams in: the image type from
 * its header, then its bytes decoded chunk by chunk, so a 10 MB image is never held whole.
 */
export async function openDataUrl(text: Readable): Promise<DataUrl> {
  const chunks = text[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let header = '';
  for (;;) {
    const next = await chunks.next();
    if (next.done) return header === '' ? { outcome: 'empty' } : { outcome: 'invalid' };
    header += next.value.toString('latin1');
    const comma = header.indexOf(',');
    if (comma < 0 && header.length <= MAX_HEADER) continue;
    const type = comma < 0 ? undefined : HEADER.exec(header.slice(0, comma))?.[1]?.toLowerCase();
    if (!type) {
      await drain(chunks);
      return { outcome: 'invalid' };
    }
    const verdict = { valid: true };
    const bytes = Readable.from(base64Decoded(header.slice(comma + 1), chunks, verdict), { objectMode: false });
    return { outcome: 'image', extension: type === 'png' ? '.png' : '.jpg', bytes, wellFormed: () => verdict.valid };
  }
}
