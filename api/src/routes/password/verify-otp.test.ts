import { translateRule } from '@back-office/shared/rules';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, passwordChangeTokens } from '../../db/schema';
import { login, PASSWORD, signedIn } from '../../test/fixtures';
import { latestCode, NEW_PASSWORD, passwordCalls, wrongCode } from '../../test/password-change';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('POST /api/password/verify-otp ($name)', (backend) => {
  const context = useTestApp(backend);
  const rule = (key: string, params?: Record<string, number>) => translateRule('ar', key, params);
  const me = (headers: Record<string, string>) =>
    context.app.inject({ method: 'GET', url: '/api/auth/me', headers }).then((response) => response.statusCode);

  /** A staff member in step 2: token in hand, code in the outbox. */
  async function inStepTwo() {
    const { user, headers } = await signedIn(context.app);
    const calls = passwordCalls(context.app, headers);
    const { body } = await calls.changeRequest({
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    const token: string = body.data.token;
    const code = latestCode(context.app, user.email);
    const step2 = { otp: code, password_change_token: token, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD };
    return { user, headers, calls, token, code, step2 };
  }

  it('changes the password, ends every other session, keeps this one, and audits it', async () => {
    const { user, headers, calls, step2 } = await inStepTwo();
    const otherDevice = await login(context.app, user.email);
    const otherHeaders = { authorization: `Bearer ${otherDevice.json().data.access_token}` };
    expect(await me(otherHeaders)).toBe(200);

    const { status, body } = await calls.verify(step2, { 'accept-language': 'en', 'user-agent': 'Firefox/140.0' });
    expect({ status, body }).toEqual({ status: 200, body: { message: 'Password changed' } });
    expect(await me(otherHeaders)).toBe(401);
    expect(await me(headers)).toBe(200);
    expect((await login(context.app, user.email, PASSWORD)).statusCode).toBe(422);
    expect((await login(context.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const audit = await context.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'password_changed')));
    expect(audit).toEqual([
      {
        id: expect.any(Number),
        userId: user.id,
        action: 'password_changed',
        ip: '127.0.0.1',
        userAgent: 'Firefox/140.0',
        recordType: null,
        recordId: null,
        details: null,
        createdAt: expect.any(Date),
      },
    ]);
  });

  it('is single use', async () => {
    const { calls, step2 } = await inStepTwo();
    expect((await calls.verify(step2)).status).toBe(200);
    const again = await calls.verify(step2);
    expect({ status: again.status, errors: again.body.errors }).toEqual({
      status: 422,
      errors: { exception: [rule('password.tokenInvalid')] },
    });
  });

  it('counts wrong codes down, and the fifth kills the token, right code or not', async () => {
    const { user, calls, code, step2 } = await inStepTwo();
    for (const remaining of [4, 3, 2, 1]) {
      const { status, body } = await calls.verify({ ...step2, otp: wrongCode(code) });
      expect({ status, errors: body.errors }).toEqual({ status: 422, errors: { otp: [rule('password.otpInvalid', { remaining })] } });
    }
    const fifth = await calls.verify({ ...step2, otp: wrongCode(code) }, { 'accept-language': 'en' });
    expect({ status: fifth.status, body: fifth.body }).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid',
        errors: { exception: ['Too many wrong codes, so the code was cancelled; start the password change again'] },
      },
    });
    const right = await calls.verify(step2);
    expect(right.body.errors).toEqual({ exception: [rule('password.otpTooManyAttempts')] });
    expect((await login(context.app, user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired code, even the right one', async () => {
    const { user, calls, token, step2 } = await inStepTwo();
    await context.app.db
      .update(passwordChangeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordChangeTokens.userId, user.id));
    const { status, body } = await calls.verify(step2);
    expect({ status, errors: body.errors }).toEqual({ status: 422, errors: { exception: [rule('password.otpExpired')] } });
    // Nor can an expired token be renewed.
    expect((await calls.resend(token)).body.errors).toEqual({ exception: [rule('password.otpExpired')] });
  });

  it('sets only the new password typed in step 1', async () => {
    const { calls, step2 } = await inStepTwo();
    const other = 'Other-pass 99';
    const { status, body } = await calls.verify({ ...step2, new_password: other, new_password_confirmation: other });
    expect({ status, errors: body.errors }).toEqual({ status: 422, errors: { new_password: [rule('password.newPasswordNotRequested')] } });
    // The token is still good for the right password.
    expect((await calls.verify(step2)).status).toBe(200);
  });

  it('checks the new password against the policy again', async () => {
    const { calls, step2 } = await inStepTwo();
    const { status, body } = await calls.verify({ ...step2, new_password: 'weak', new_password_confirmation: 'weaker' });
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      new_password: ['password.tooShort', 'password.needsUppercase', 'password.needsDigit', 'password.needsSpecial'].map((key) =>
        rule(key),
      ),
      new_password_confirmation: [rule('password.passwordMismatch')],
    });
  });

  it.each([
    ['no code', { otp: undefined }, 'otp', 'common.fieldRequired'],
    ['letters in the code', { otp: '12a456' }, 'otp', 'password.otpDigits'],
    ['five digits', { otp: '12345' }, 'otp', 'password.otpLength'],
    ['no token', { password_change_token: undefined }, 'password_change_token', 'common.fieldRequired'],
  ])('refuses %s with 422 on that field, without counting a try', async (_case, overrides, field, key) => {
    const { user, calls, step2 } = await inStepTwo();
    const { status, body } = await calls.verify({ ...step2, ...overrides });
    expect({ status, errors: body.errors }).toEqual({ status: 422, errors: { [field]: [rule(key)] } });
    const [row] = await context.app.db.select().from(passwordChangeTokens).where(eq(passwordChangeTokens.userId, user.id));
    expect(row!.failedAttempts).toBe(0);
  });

  it("refuses another user's token as if it did not exist", async () => {
    const victim = await inStepTwo();
    const { headers } = await signedIn(context.app);
    const { status, body } = await passwordCalls(context.app, headers).verify(victim.step2);
    expect({ status, errors: body.errors }).toEqual({ status: 422, errors: { exception: [rule('password.tokenInvalid')] } });
    expect((await victim.calls.verify(victim.step2)).status).toBe(200);
  });

  it('needs a session', async () => {
    const { step2 } = await inStepTwo();
    expect((await passwordCalls(context.app, {}).verify(step2)).status).toBe(401);
  });
});
