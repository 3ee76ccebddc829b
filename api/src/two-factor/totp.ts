import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps expect it: SHA-1, 30-second steps, 6 digits (issue 16). */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** ±1 step: a phone clock a little off, or a code typed as it rolls over, still works. */
export const TOTP_WINDOW = 1;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** 160 bits, the length RFC 4226 recommends for SHA-1. */
export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

/** RFC 4226 §5.3: HMAC the 8-byte counter, dynamic truncation, modulo 10^digits. */
export function hotp(secret: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

export function timeStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);
}

export function totp(secret: Buffer, nowMs: number): string {
  return hotp(secret, timeStep(nowMs));
}

/**
 * The time step a code belongs to, within ±1 step of now, or undefined. Newer than
 * `lastUsedStep` only: a code once accepted (and any older one) is refused again (issue 16).
 */
export function matchingStep(secret: Buffer, code: string, nowMs: number, lastUsedStep: number | null): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const current = timeStep(nowMs);
  let found: number | undefined;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    // Every candidate is computed, so the time taken says nothing about which one matched.
    const same = timingSafeEqual(Buffer.from(hotp(secret, step)), Buffer.from(code));
    if (same && found === undefined && (lastUsedStep === null || step > lastUsedStep)) found = step;
  }
  return found;
}

/** The otpauth:// URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(issuer: string, account: string, secret: Buffer): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32Encode(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
