import type { FastifyInstance } from 'fastify';
import { PASSWORD, signedIn } from '../../test/fixtures';
import { startTestApp } from '../../test/test-app';
import { enrol, totpClock } from '../../test/two-factor';

describe('two-factor log-in and the logs (issue 16)', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp({ name: 'pglite' }, { logLevel: 'trace' }, { write: (line) => lines.push(line) }));
  });
  afterAll(() => close());

  it('never logs the secret, the codes, the challenge or the device token', async () => {
    const clock = totpClock();
    try {
      const { user, headers } = await signedIn(app);
      const { secret, secretText, recoveryCodes } = await enrol(app, headers, clock);
      const password = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
      const challenge = password.json<{ data: { challenge_token: string } }>().data.challenge_token;
      const code = clock.code(secret);
      const second = await app.inject({
        method: 'POST',
        url: '/api/auth/login/second-factor',
        payload: { challenge_token: challenge, code },
      });
      expect(second.statusCode).toBe(200);
      const { access_token: accessToken, device_token: deviceToken } = second.json<{
        data: { access_token: string; device_token: string };
      }>().data;

      const log = lines.join('');
      expect(log).toContain('/api/auth/login/second-factor');
      for (const value of [secretText, ...recoveryCodes, code, challenge, accessToken, deviceToken]) expect(log).not.toContain(value);
    } finally {
      clock.restore();
    }
  });

  it('redacts two-factor fields from anything a log call is handed', () => {
    lines.length = 0;
    app.log.info(
      { body: { code: '246810', recovery_code: 'abcde-23456', challenge_token: 'c', device_token: 'd', secret: 'S' } },
      'debugging',
    );
    const [entry] = lines.map((line) => JSON.parse(line));
    expect(entry.body).toEqual({
      code: '[redacted]',
      recovery_code: '[redacted]',
      challenge_token: '[redacted]',
      device_token: '[redacted]',
      secret: '[redacted]',
    });
  });
});
