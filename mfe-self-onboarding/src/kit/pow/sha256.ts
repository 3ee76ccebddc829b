/**
 * SHA-256 in plain JavaScript (issue 19): the proof-of-work runs on pages served over plain http,
 * where crypto.subtle does not exist. The round constants and initial hash are computed from the
 * primes as the standard defines them, rather than shipped as 72 literals.
 */
const K = new Uint32Array(64);
const H0 = new Uint32Array(8);
(() => {
  const frac = (value: number) => ((value - Math.floor(value)) * 0x100000000) >>> 0;
  let found = 0;
  for (let candidate = 2; found < 64; candidate += 1) {
    let prime = true;
    for (let divisor = 2; divisor * divisor <= candidate; divisor += 1) if (candidate % divisor === 0) prime = false;
    if (!prime) continue;
    if (found < 8) H0[found] = frac(Math.sqrt(candidate));
    K[found] = frac(Math.cbrt(candidate));
    found += 1;
  }
})();

const words = new Uint32Array(64);

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The hex SHA-256 of a string's UTF-8 bytes. */
export function sha256Hex(message: string): string {
  const data = utf8(message);
  const bitLength = data.length * 8;
  const padded = new Uint8Array((((data.length + 8) >> 6) + 1) << 6);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const hash = H0.slice();
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i += 1) words[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const w15 = words[i - 15]!;
      const w2 = words[i - 2]!;
      const s0 = ((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3);
      const s1 = ((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10);
      words[i] = (words[i - 16]! + s0 + words[i - 7]! + s1) | 0;
    }
    let [a, b, c, d, e, f, g, h] = hash as unknown as [number, number, number, number, number, number, number, number];
    for (let i = 0; i < 64; i += 1) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + words[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    hash[0]! += a;
    hash[1]! += b;
    hash[2]! += c;
    hash[3]! += d;
    hash[4]! += e;
    hash[5]! += f;
    hash[6]! += g;
    hash[7]! += h;
  }
  let hex = '';
  for (const word of hash) hex += word.toString(16).padStart(8, '0');
  return hex;
}
