import { translateRule } from '@back-office/shared/rules';
import { eq, sql } from 'drizzle-orm';
import { passwordChangeTokens } from '../../db/schema';
import { PASSWORD, signedIn } from '../../test/fixtures';
import { outboxMails } from '../../test/mail-message';
import { latestCode, NEW_PASSWORD, passwordCalls } from '../../test/password-change';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('POST /api/password/resend-otp ($name)', (backend) => {
  const context = useTestApp(backend);
  const rule = (key: string, params?: Record<string, number>) => translateRule('ar', key, params);

  async function requested() {
    const { user, headers } = await signedIn(context.app);
    const calls = passwordCalls(context.app, headers);
    const { body } = await calls.changeRequest({
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    return { user, calls, token: body.data.token as string, code: latestCode(context.app, user.email) };
  }
  /** As if the user waited: the cooldown is measured on the database's clock. */
  const age = (userId: number, seconds: number) =>
    context.app.db
      .update(passwordChangeTokens)
      .set({ createdAt: sql`created_at - make_interval(secs => ${seconds})` })
      .where(eq(passwordChangeTokens.userId, userId));
  const step2 = (token: string, otp: string) => ({
    otp,
    password_change_token: token,
    new_password: NEW_PASSWORD,
    new_password_confirmation: NEW_PASSWORD,
  });

  it('refuses a resend within the minute with 429, saying when, whatever the client counts', async () => {
    const { calls, token } = await requested();
    const { status, body, headers } = await calls.resend(token, { 'accept-language': 'en' });
    expect(status).toBe(429);
    expect(body).toEqual({
      message: 'Too many requests, try again later',
      errors: { exception: [expect.stringMatching(/^You can ask for a new code in (59|60) seconds$/)] },
    });
    expect(Number(headers['retry-after'])).toBeGreaterThanOrEqual(59);
    // The refused resend changed nothing: the token still works.
    expect((await calls.resend(token)).status).toBe(429);
  });

  it('after a minute, mails a new code under a new token; the old token and old code are dead', async () => {
    const { user, calls, token, code } = await requested();
    await age(user.id, 61);
    const { status, body } = await calls.resend(token, { 'accept-language': 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'OTP resent', data: { token: expect.stringMatching(/^[\w-]{43}$/) } });
    const fresh: string = body.data.token;
    expect(fresh).not.toBe(token);
    expect(outboxMails(context.app.config.outboxDir, user.email)).toHaveLength(2);
    const newCode = latestCode(context.app, user.email);

    expect((await calls.verify(step2(token, newCode))).body.errors).toEqual({ exception: [rule('password.tokenInvalid')] });
    expect((await calls.resend(token)).body.errors).toEqual({ exception: [rule('password.tokenInvalid')] });
    // One time in a million the new code is the old one, and there is no wrong code to try.
    if (newCode !== code) {
      expect((await calls.verify(step2(fresh, code))).body.errors).toEqual({ otp: [rule('password.otpInvalid', { remaining: 4 })] });
    }
    // The new token starts its own cooldown, and its code sets the password.
    expect((await calls.resend(fresh)).status).toBe(429);
    expect((await calls.verify(step2(fresh, newCode))).status).toBe(200);
  });

  it('keeps the new password of step 1 across resends', async () => {
    const { user, calls, token } = await requested();
    await age(user.id, 61);
    const fresh = (await calls.resend(token)).body.data.token;
    const other = 'Other-pass 99';
    const { body } = await calls.verify({
      ...step2(fresh, latestCode(context.app, user.email)),
      new_password: other,
      new_password_confirmation: other,
    });
    expect(body.errors).toEqual({ new_password: [rule('password.newPasswordNotRequested')] });
  });

  it('refuses unknown, used and missing tokens with 422', async () => {
    const { user, calls, token, code } = await requested();
    expect((await calls.resend('not-a-token')).body).toEqual({
      message: 'البيانات المدخلة غير صالحة',
      errors: { exception: [rule('password.tokenInvalid')] },
    });
    expect((await calls.resend(undefined)).body.errors).toEqual({ password_change_token: [rule('common.fieldRequired')] });
    expect((await calls.verify(step2(token, code))).status).toBe(200);
    await age(user.id, 61);
    const used = await calls.resend(token);
    expect({ status: used.status, errors: used.body.errors }).toEqual({
      status: 422,
      errors: { exception: [rule('password.tokenInvalid')] },
    });
  });
});
