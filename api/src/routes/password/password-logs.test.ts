import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordChangeTokens } from '../../db/schema';
import { PASSWORD, signedIn } from '../../test/fixtures';
import { latestCode, NEW_PASSWORD, passwordCalls, wrongCode } from '../../test/password-change';
import { startTestApp } from '../../test/test-app';

describe('password change and the logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp({ name: 'pglite' }, { logLevel: 'trace' }, { write: (line) => lines.push(line) }));
  });
  afterAll(() => close());

  it('never logs the codes, the tokens or the passwords of a whole change', async () => {
    const { user, headers, token: accessToken } = await signedIn(app);
    const calls = passwordCalls(app, headers);
    const first = await calls.changeRequest({
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    const firstCode = latestCode(app, user.email);
    await app.db
      .update(passwordChangeTokens)
      .set({ createdAt: sql`created_at - interval '61 seconds'` })
      .where(eq(passwordChangeTokens.userId, user.id));
    const second = await calls.resend(first.body.data.token);
    const code = latestCode(app, user.email);
    const step2 = {
      otp: code,
      password_change_token: second.body.data.token,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    };
    expect((await calls.verify({ ...step2, otp: wrongCode(code) })).status).toBe(422);
    expect((await calls.verify(step2)).status).toBe(200);

    const log = lines.join('');
    // The flow was logged, request by request: the check below is not vacuous.
    expect(log).toContain('/api/password/verify-otp');
    expect(log).toContain('"statusCode":422');
    for (const secret of [
      PASSWORD,
      NEW_PASSWORD,
      firstCode,
      code,
      wrongCode(code),
      first.body.data.token,
      second.body.data.token,
      accessToken,
    ]) {
      expect(log).not.toContain(secret);
    }
  });

  it('redacts secrets from anything a log call is handed', () => {
    lines.length = 0;
    app.log.info(
      { body: { otp: '246810', new_password: NEW_PASSWORD, current_password: PASSWORD }, headers: { authorization: 'Bearer abc' } },
      'debugging',
    );
    const [entry] = lines.map((line) => JSON.parse(line));
    expect(entry.body).toEqual({ otp: '[redacted]', new_password: '[redacted]', current_password: '[redacted]' });
    expect(entry.headers.authorization).toBe('[redacted]');
  });
});
