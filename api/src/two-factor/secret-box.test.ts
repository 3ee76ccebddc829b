import { randomBytes } from 'node:crypto';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { secretBox } from './secret-box';

describe('secretBox (AES-256-GCM)', () => {
  const box = secretBox(randomBytes(32));

  it('round-trips a secret without keeping it readable', () => {
    const secret = randomBytes(20);
    const sealed = box.seal(secret, 7);
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(sealed).not.toContain(secret.toString('hex'));
    expect(box.open(sealed, 7)).toEqual(secret);
  });

  it('does not open under another key, for another user, or once tampered with', () => {
    const sealed = box.seal(randomBytes(20), 7);
    expect(() => secretBox(randomBytes(32)).open(sealed, 7)).toThrow();
    expect(() => box.open(sealed, 8)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('x'.repeat(20)).toString('base64url');
    expect(() => box.open(parts.join('.'), 7)).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => secretBox(randomBytes(16))).toThrow();
  });
});

describe('recovery codes', () => {
  it('makes ten distinct codes, hashed the same whatever the case or dash', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const [first] = codes as [string];
    expect(hashRecoveryCode(first.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(first));
    expect(hashRecoveryCode(first)).not.toContain(first.replace('-', ''));
  });
});
