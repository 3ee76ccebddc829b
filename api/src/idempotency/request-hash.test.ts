import { BoundaryBlindHash, boundaryOf, jsonRequestHash } from './request-hash';

const head = { method: 'POST', url: '/api/clients/store', ifMatch: undefined };

function hashInChunks(body: string, boundary: string, size: number): string {
  const hasher = new BoundaryBlindHash(Buffer.from(boundary), head);
  const bytes = Buffer.from(body);
  for (let at = 0; at < bytes.length; at += size) hasher.update(bytes.subarray(at, at + size));
  return hasher.digest();
}

const form = (boundary: string, value = 'value') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\n${value}\r\n--${boundary}--\r\n`;

/** Issue 20: a retried form hashes the same whatever its boundary and however the network cuts it. */
describe('BoundaryBlindHash', () => {
  it('hashes the same form the same under any boundary and any chunking', () => {
    const expected = hashInChunks(form('AaB03x'), 'AaB03x', 1000);
    for (const size of [1, 2, 3, 5, 7, 64]) {
      expect(hashInChunks(form('AaB03x'), 'AaB03x', size)).toBe(expected);
      expect(hashInChunks(form('----WebKitFormBoundary7MA4YWxkTrZu0gW'), '----WebKitFormBoundary7MA4YWxkTrZu0gW', size)).toBe(expected);
    }
  });

  it('tells another value apart', () => {
    expect(hashInChunks(form('AaB03x', 'other'), 'AaB03x', 3)).not.toBe(hashInChunks(form('AaB03x'), 'AaB03x', 3));
  });

  it('reads the boundary quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; boundary="a b"; charset=utf-8')).toBe('a b');
    expect(boundaryOf('application/json')).toBeUndefined();
  });
});

describe('jsonRequestHash', () => {
  it('ignores key order but not values, URLs or versions', () => {
    const base = jsonRequestHash(head, { a: 1, b: { c: 2, d: 3 } });
    expect(jsonRequestHash(head, { b: { d: 3, c: 2 }, a: 1 })).toBe(base);
    expect(jsonRequestHash(head, { a: 2, b: { c: 2, d: 3 } })).not.toBe(base);
    expect(jsonRequestHash({ ...head, url: '/api/other' }, { a: 1, b: { c: 2, d: 3 } })).not.toBe(base);
    expect(jsonRequestHash({ ...head, ifMatch: '"2"' }, { a: 1, b: { c: 2, d: 3 } })).not.toBe(base);
  });
});
