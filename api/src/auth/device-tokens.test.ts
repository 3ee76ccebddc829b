import { randomBytes } from 'node:crypto';
import { DEVICE_TOKEN_DAYS, deviceTokens } from './device-tokens';

describe('device tokens (issue 16)', () => {
  const key = randomBytes(32);
  let now = 1_700_000_000_000;
  const tokens = deviceTokens(key, () => now);

  it('vouches for the account it was issued to, and for no other', () => {
    const token = tokens.issue(7);
    expect(tokens.verify(token, 7)).toEqual({ userId: 7, nonce: expect.stringMatching(/^[\w-]{16}$/) });
    expect(tokens.verify(token, 8)).toBeUndefined();
    expect(tokens.verify(undefined, 7)).toBeUndefined();
  });

  it('refuses a token signed with another key or altered', () => {
    const token = tokens.issue(7);
    expect(deviceTokens(randomBytes(32), () => now).verify(token, 7)).toBeUndefined();
    const parts = token.split('.');
    parts[1] = '8';
    expect(tokens.verify(parts.join('.'), 8)).toBeUndefined();
    expect(tokens.verify(`${token}x`, 7)).toBeUndefined();
  });

  it(`expires after ${DEVICE_TOKEN_DAYS} days`, () => {
    const token = tokens.issue(7);
    now += (DEVICE_TOKEN_DAYS - 1) * 86_400_000;
    expect(tokens.verify(token, 7)).toBeDefined();
    now += 2 * 86_400_000;
    expect(tokens.verify(token, 7)).toBeUndefined();
  });
});
