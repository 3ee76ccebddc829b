import { createHash } from 'node:crypto';
import { sha256Hex } from './sha256';

// FIPS 180-4 / NIST example vectors, plus lengths around the padding boundaries.
it.each([
  ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
  ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
  ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  [
    'abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu',
    'cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1',
  ],
])('hashes %j as the standard says', (message, hex) => {
  expect(sha256Hex(message)).toBe(hex);
});

it('agrees with Node for every length around a block and for Arabic text', () => {
  for (let length = 0; length < 140; length += 1) {
    const message = 'x'.repeat(length);
    expect(sha256Hex(message)).toBe(createHash('sha256').update(message).digest('hex'));
  }
  expect(sha256Hex('منى أحمد')).toBe(createHash('sha256').update('منى أحمد').digest('hex'));
});
