import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { JPEG, PNG } from '../test/multipart';
import { openDataUrl } from './data-url';

/** The text as a stream cut into pieces of `size` bytes, as the parser might hand it over. */
const streamed = (text: string, size: number) => {
  const bytes = Buffer.from(text, 'latin1');
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return Readable.from(pieces);
};

async function decode(text: string, size = 7) {
  const source = streamed(text, size);
  const opened = await openDataUrl(source);
  if (opened.outcome !== 'image') return { outcome: opened.outcome, drained: source.readableEnded };
  const bytes = await buffer(opened.bytes);
  return { outcome: opened.outcome, extension: opened.extension, wellFormed: opened.wellFormed(), bytes, drained: source.readableEnded };
}

describe('openDataUrl', () => {
  it.each([1, 3, 4, 5, 64, 10_000])('decodes a JPEG and a PNG cut into %i-byte pieces', async (size) => {
    expect(await decode(`data:image/jpeg;base64,${JPEG.toString('base64')}`, size)).toEqual({
      outcome: 'image',
      extension: '.jpg',
      wellFormed: true,
      bytes: JPEG,
      drained: true,
    });
    expect(await decode(`data:image/PNG;base64,${PNG.toString('base64')}`, size)).toEqual({
      outcome: 'image',
      extension: '.png',
      wellFormed: true,
      bytes: PNG,
      drained: true,
    });
  });

  it('reads padded endings', async () => {
    for (const bytes of [Buffer.from([1]), Buffer.from([1, 2]), Buffer.from([1, 2, 3])]) {
      expect(await decode(`data:image/png;base64,${bytes.toString('base64')}`, 2)).toMatchObject({ wellFormed: true, bytes });
    }
  });

  it('tells an empty field from anything that is not an image data URL, reading each to its end', async () => {
    expect(await decode('')).toEqual({ outcome: 'empty', drained: true });
    for (const text of [
      'data:text/plain;base64,aGVsbG8=',
      'data:image/jpeg,abcd',
      'data:image/gif;base64,R0lG',
      `data:image/jpeg;base64${'A'.repeat(100)}`,
      'hello',
    ]) {
      expect(await decode(text)).toEqual({ outcome: 'invalid', drained: true });
    }
  });

  it.each([
    ['a character outside base64', 'data:image/jpeg;base64,/9j/4A*A'],
    ['data after the padding', 'data:image/jpeg;base64,/w==/9j/'],
    ['padding in the middle of a quad', 'data:image/jpeg;base64,/9=j'],
    ['a length that is not whole quads', 'data:image/jpeg;base64,/9j/4'],
  ])('marks %s as ill-formed, still reading to the end', async (_case, text) => {
    expect(await decode(text, 3)).toMatchObject({ outcome: 'image', wellFormed: false, drained: true });
  });
});
