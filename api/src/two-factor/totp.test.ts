import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, timeStep, totp } from './totp';

/** RFC 4226 Appendix D: the secret "12345678901234567890" and its first ten HOTP values. */
const RFC4226_SECRET = Buffer.from('12345678901234567890');
const RFC4226_CODES = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

describe('HOTP (RFC 4226)', () => {
  it.each(RFC4226_CODES.map((code, counter) => [counter, code]))('counter %p gives %p', (counter, code) => {
    expect(hotp(RFC4226_SECRET, counter)).toBe(code);
  });
});

describe('TOTP (RFC 6238 Appendix B, SHA-1, 8 digits)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %p s gives %p', (seconds, code) => {
    expect(hotp(RFC4226_SECRET, timeStep(seconds * 1000), 8)).toBe(code);
  });

  it('gives the last six digits as the 6-digit code', () => {
    expect(totp(RFC4226_SECRET, 59_000)).toBe('287082');
  });
});

describe('matchingStep', () => {
  const now = 1_700_000_000_000;
  const step = timeStep(now);

  it('accepts the current code and the ones a step either side, and nothing further', () => {
    expect(matchingStep(RFC4226_SECRET, hotp(RFC4226_SECRET, step), now, null)).toBe(step);
    expect(matchingStep(RFC4226_SECRET, hotp(RFC4226_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchingStep(RFC4226_SECRET, hotp(RFC4226_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchingStep(RFC4226_SECRET, hotp(RFC4226_SECRET, step - 2), now, null)).toBeUndefined();
    expect(matchingStep(RFC4226_SECRET, hotp(RFC4226_SECRET, step + 2), now, null)).toBeUndefined();
  });

  it('refuses a code once used, and any older one', () => {
    const code = hotp(RFC4226_SECRET, step);
    expect(matchingStep(RFC4226_SECRET, code, now, step)).toBeUndefined();
    expect(matchingStep(RFC4226_SECRET, hotp(RFC4226_SECRET, step - 1), now, step - 1)).toBeUndefined();
    expect(matchingStep(RFC4226_SECRET, hotp(RFC4226_SECRET, step + 1), now, step)).toBe(step + 1);
  });

  it('refuses anything but six digits', () => {
    expect(matchingStep(RFC4226_SECRET, '12345', now, null)).toBeUndefined();
    expect(matchingStep(RFC4226_SECRET, 'abcdef', now, null)).toBeUndefined();
  });
});

describe('base32 and the otpauth URI', () => {
  it('round-trips and matches RFC 4648 test vectors', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
  });

  it('names the issuer, the account and the secret', () => {
    const uri = new URL(otpauthUri('Back office', 'risk@demo.test', Buffer.from('foobar')));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Back office:risk@demo.test');
    expect(uri.searchParams.get('secret')).toBe('MZXW6YTBOI');
    expect(uri.searchParams.get('issuer')).toBe('Back office');
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
