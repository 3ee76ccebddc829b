import { LIMIT_REQUEST_DOCUMENT_LINKS, LINK_LIFETIME_SECONDS, signedLinks } from './signed-links';

describe('signedLinks', () => {
  const now = 1_800_000_000_000;
  const links = signedLinks('a'.repeat(32), () => now);

  it('signs a path that checks as valid until it expires', () => {
    const path = links.pathFor(42);
    expect(path).toMatch(/^\/api\/files\/42\.\d+\.[\w-]{43}$/);
    expect(links.check(path)).toEqual({ outcome: 'valid', documentId: 42 });
    expect(links.check(`https://bo.example${path}`)).toEqual({ outcome: 'valid', documentId: 42 });
    const later = signedLinks('a'.repeat(32), () => now + (LINK_LIFETIME_SECONDS + 1) * 1000);
    expect(later.check(path)).toEqual({ outcome: 'expired', documentId: 42 });
  });

  it('refuses every change to id, expiry or signature, and other secrets', () => {
    const path = links.pathFor(42);
    const [id, expires, signature] = path.slice('/api/files/'.length).split('.') as [string, string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    for (const forged of [
      `43.${expires}.${signature}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      `${id}.${expires}.${flip(signature, 0)}`,
      `${id}.${expires}.${flip(signature, 42)}`,
      'x',
      '',
    ]) {
      expect(links.check(forged)).toEqual({ outcome: 'invalid' });
    }
    expect(signedLinks('b'.repeat(32), () => now).check(path)).toEqual({ outcome: 'invalid' });
  });

  it("keeps each table's links apart: a limit-request link never opens the client document of that number", () => {
    const requests = signedLinks('a'.repeat(32), () => now, LIMIT_REQUEST_DOCUMENT_LINKS);
    const path = requests.pathFor(42);
    expect(path).toMatch(/^\/api\/files\/limit-requests\/42\.\d+\.[\w-]{43}$/);
    expect(requests.check(path)).toEqual({ outcome: 'valid', documentId: 42 });
    expect(links.check(path)).toEqual({ outcome: 'invalid' });
    expect(requests.check(links.pathFor(42))).toEqual({ outcome: 'invalid' });
  });
});
