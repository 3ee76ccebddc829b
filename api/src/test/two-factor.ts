import type { FastifyInstance } from 'fastify';
import { base32Decode, hotp, timeStep } from '../two-factor/totp';

/**
 * A fake clock for code checks: Date.now stands still at a step's start, and `next()` moves it one
 * 30-second step on, so each code a test sends is newer than the last and never crosses a boundary
 * by chance.
 */
export function totpClock() {
  let now = Math.floor(Date.now() / 30_000) * 30_000 + 1_000;
  const spy = jest.spyOn(Date, 'now').mockImplementation(() => now);
  return {
    next() {
      now += 30_000;
    },
    code(secret: Buffer, offset = 0) {
      return hotp(secret, timeStep(now) + offset);
    },
    restore: () => spy.mockRestore(),
  };
}

/** Starts and confirms an enrolment for the caller; the secret is read as the page shows it (text). */
export async function enrol(app: FastifyInstance, headers: Record<string, string>, clock: ReturnType<typeof totpClock>) {
  const started = await app.inject({ method: 'POST', url: '/api/two-factor/enrolment', headers });
  const secretText = started.json<{ data: { secret: string } }>().data.secret;
  const secret = base32Decode(secretText);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/two-factor/enrolment/confirm',
    headers,
    payload: { code: clock.code(secret) },
  });
  const recoveryCodes = confirmed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
  clock.next();
  return { secret, secretText, recoveryCodes, started, confirmed };
}
