import { translateRule } from '@back-office/shared/rules';
import { eq, sql } from 'drizzle-orm';
import { passwordChangeTokens } from '../../db/schema';
import { PASSWORD, signedIn } from '../../test/fixtures';
import { mailHeader, mailText, outboxMails } from '../../test/mail-message';
import { latestCode, NEW_PASSWORD, passwordCalls } from '../../test/password-change';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('POST /api/password/change-request ($name)', (backend) => {
  const context = useTestApp(backend);
  const rule = (key: string) => translateRule('ar', key);
  const valid = { current_password: PASSWORD, new_password: NEW_PASSWORD, new_password_confirmation: NEW_PASSWORD };
  /** A fresh staff member per test: the per-user limit never interferes. */
  const staff = async () => {
    const { user, headers } = await signedIn(context.app);
    return { user, headers, calls: passwordCalls(context.app, headers) };
  };

  it('mails a six-digit code and returns a token valid ten minutes', async () => {
    const { user, calls } = await staff();
    const { status, body } = await calls.changeRequest(valid, { 'accept-language': 'en' });
    expect(status).toBe(200);
    expect(body).toEqual({ message: 'OTP sent', data: { token: expect.stringMatching(/^[\w-]{43}$/), expires_in: 600, resend_after: 60 } });
    const [mail] = outboxMails(context.app.config.outboxDir, user.email);
    expect(mailHeader(mail!, 'To')).toBe(user.email);
    expect(mailHeader(mail!, 'From')).toBe('no-reply@back-office.local');
    const text = mailText(mail!);
    const code = latestCode(context.app, user.email);
    expect(code).toMatch(/^\d{6}$/);
    // Both languages, the code in each.
    expect(text).toContain(`رمز تغيير كلمة المرور: ${code}`);
    expect(text).toContain(`Your password change code: ${code}`);
    expect(text).toContain('10 minutes');
  });

  it('stores only hashes: not the token, not the code, not the new password', async () => {
    const { user, calls } = await staff();
    const { body } = await calls.changeRequest(valid);
    const code = latestCode(context.app, user.email);
    const [row] = await context.app.db.select().from(passwordChangeTokens).where(eq(passwordChangeTokens.userId, user.id));
    const stored = JSON.stringify(row);
    for (const secret of [body.data.token, code, NEW_PASSWORD]) expect(stored).not.toContain(secret);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.newPasswordHash).toMatch(/^\$argon2id\$/);
    const lifetime = await context.app.db.execute<{ seconds: number }>(
      sql`select extract(epoch from expires_at - created_at)::int as seconds from password_change_tokens where id = ${row!.id}`,
    );
    expect(lifetime.rows[0]!.seconds).toBe(600);
  });

  it.each([
    ['too short', 'Ab1!xyz', 'password.tooShort'],
    ['too long', `Aa1!${'x'.repeat(125)}`, 'password.tooLong'],
    ['without an uppercase letter', 'nile-delta 2026', 'password.needsUppercase'],
    ['without a lowercase letter', 'NILE-DELTA 2026', 'password.needsLowercase'],
    ['without a digit', 'Nile-Delta two', 'password.needsDigit'],
    ['without a special character', 'NileDelta2026', 'password.needsSpecial'],
    ['a common password', 'P@ssw0rd', 'password.tooCommon'],
    // Issue 16: passwords from the breached list that meet every rule of the policy.
    ['a breached password', 'Password@123', 'password.breached'],
    ['a breached password', 'Admin@123', 'password.breached'],
    ['a breached password', 'Welcome@123', 'password.breached'],
    ['a breached password in another case', 'wELCOME@123', 'password.breached'],
    ['the current password', PASSWORD, 'password.newPasswordMustBeDifferent'],
  ])('refuses a new password %s with 422 on new_password', async (_case, password, key) => {
    const { user, calls } = await staff();
    const { status, body } = await calls.changeRequest({ ...valid, new_password: password, new_password_confirmation: password });
    expect({ status, body }).toEqual({
      status: 422,
      body: { message: 'البيانات المدخلة غير صالحة', errors: { new_password: [rule(key)] } },
    });
    expect(outboxMails(context.app.config.outboxDir, user.email)).toEqual([]);
  });

  it("refuses a new password containing the person's e-mail name, in any case (issue 16)", async () => {
    const { user, calls } = await staff();
    // The fixtures' addresses read "agent12.1764…@test.example": its first part is a name.
    const part = user.email.split('@')[0]!.split('.')[0]!;
    const password = `${part.toUpperCase()}-nile 7`;
    const { status, body } = await calls.changeRequest(
      { ...valid, new_password: password, new_password_confirmation: password },
      {
        'accept-language': 'en',
      },
    );
    expect({ status, body }).toEqual({
      status: 422,
      body: { message: 'The given data was invalid', errors: { new_password: ['The password must not contain your e-mail name'] } },
    });
  });

  it('lists every broken rule of the new password, and checks the other fields', async () => {
    const { calls } = await staff();
    const { status, body } = await calls.changeRequest(
      { new_password: 'abc', new_password_confirmation: 'abd' },
      { 'accept-language': 'en' },
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      current_password: ['This field is required'],
      new_password: [
        'Password must be at least 8 characters',
        'Password must contain an uppercase letter (A-Z)',
        'Password must contain a digit',
        'Password must contain a special character such as !, @ or #',
      ],
      new_password_confirmation: ['Passwords do not match'],
    });
    const empty = await calls.changeRequest({});
    expect(Object.keys(empty.body.errors).sort()).toEqual(['current_password', 'new_password', 'new_password_confirmation']);
  });

  it('refuses a wrong current password on current_password, mailing nothing', async () => {
    const { user, calls } = await staff();
    const { status, body } = await calls.changeRequest({ ...valid, current_password: 'Wrong-pass 1' }, { 'accept-language': 'en' });
    expect({ status, body }).toEqual({
      status: 422,
      body: { message: 'The given data was invalid', errors: { current_password: ['Current password is incorrect'] } },
    });
    expect(outboxMails(context.app.config.outboxDir, user.email)).toEqual([]);
    expect(await context.app.db.$count(passwordChangeTokens, eq(passwordChangeTokens.userId, user.id))).toBe(0);
  });

  it('accepts only multipart forms', async () => {
    const { headers } = await staff();
    const response = await context.app.inject({ method: 'POST', url: '/api/password/change-request', headers, payload: valid });
    expect(response.statusCode).toBe(415);
  });

  it('limits tries per user: a stolen session cannot guess the current password', async () => {
    const { calls } = await staff();
    for (let i = 0; i < 10; i += 1) expect((await calls.changeRequest({ ...valid, current_password: `Guess-${i}!x` })).status).toBe(422);
    const limited = await calls.changeRequest(valid);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another user is not affected.
    expect((await (await staff()).calls.changeRequest(valid)).status).toBe(200);
  });

  it('a new request ends the earlier one', async () => {
    const { user, calls } = await staff();
    const first = (await calls.changeRequest(valid)).body.data.token;
    const firstCode = latestCode(context.app, user.email);
    expect((await calls.changeRequest(valid)).status).toBe(200);
    const { status, body } = await calls.verify({
      otp: firstCode,
      password_change_token: first,
      new_password: NEW_PASSWORD,
      new_password_confirmation: NEW_PASSWORD,
    });
    expect({ status, body: body.errors }).toEqual({ status: 422, body: { exception: [rule('password.tokenInvalid')] } });
  });
});
