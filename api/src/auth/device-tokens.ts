import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A browser stays "known" to an account for this long after its last successful log-in. */
export const DEVICE_TOKEN_DAYS = 180;

export interface KnownDevice {
  userId: number;
  /** Names this device in the per-device failure count. */
  nonce: string;
}

/**
 * OWASP's device cookies (issue 16): a browser that has logged in successfully holds a token
 * signed by the server naming the account. Failures from unknown devices lock the account for
 * unknown devices only, so an attacker guessing passwords cannot shut the owner out of the
 * browser they use every day. Kept by the browser in localStorage and sent in the login body.
 */
export function deviceTokens(key: Buffer, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(userId: number): string {
      const payload = `d1.${userId}.${Math.floor(now() / 1000)}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    /** The device, when the token is well signed, unexpired and names this account. */
    verify(token: string | undefined, userId: number): KnownDevice | undefined {
      const parts = (token ?? '').split('.');
      if (parts.length !== 5 || parts[0] !== 'd1') return undefined;
      const payload = parts.slice(0, 4).join('.');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(parts[4]!);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      const issuedAt = Number(parts[2]) * 1000;
      if (Number(parts[1]) !== userId || !(now() - issuedAt < DEVICE_TOKEN_DAYS * 86_400_000)) return undefined;
      return { userId, nonce: parts[3]! };
    },
  };
}

export type DeviceTokens = ReturnType<typeof deviceTokens>;
