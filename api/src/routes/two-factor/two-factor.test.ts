import { eq } from 'drizzle-orm';
import { auditLog, userRecoveryCodes, userTotp } from '../../db/schema';
import { createStaff, login, PASSWORD, signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';
import { enrol, totpClock } from '../../test/two-factor';
import { base32Decode } from '../../two-factor/totp';

type Json = { message?: string; data?: Record<string, unknown>; errors?: Record<string, string[]> };

describe.each(backends())('two-factor log-in, issue 16 ($name)', (backend) => {
  const context = useTestApp(backend, { accountLockThreshold: 3 });
  let clock: ReturnType<typeof totpClock>;
  beforeEach(() => {
    clock = totpClock();
  });
  afterEach(() => clock.restore());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '10.9.0.1' });
  const secondFactor = (challenge: string, fields: { code?: string; recovery_code?: string }) =>
    post('/api/auth/login/second-factor', { challenge_token: challenge, ...fields });
  /** The person's two-factor events (issue 17 audits every log-in and failure too; those are tested in login-audit.test.ts). */
  const auditedActions = async (userId: number) =>
    (await context.app.db.select().from(auditLog).where(eq(auditLog.userId, userId)).orderBy(auditLog.id))
      .map((entry) => entry.action)
      .filter((action) => !['logged_in', 'login_failed', 'locked_out', 'logged_out'].includes(action));
  const challengeFor = async (email: string) => {
    const response = await login(context.app, email);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { challenge_token: string; access_token?: string } }>();
    expect(data.access_token).toBeUndefined();
    return data.challenge_token;
  };

  it('enrols with a QR code and the secret as text, confirmed by a first code; ten recovery codes are shown once', async () => {
    const { headers } = await signedIn(context.app, 'agent');
    const status = () => context.app.inject({ method: 'GET', url: '/api/two-factor/status', headers });
    expect((await status()).json()).toEqual({ data: { enabled: false, required: false, recovery_codes_left: 0 } });

    const started = await post('/api/two-factor/enrolment', {}, headers);
    expect(started.statusCode).toBe(200);
    const { data } = started.json<{ data: { otpauth_uri: string; secret: string; qr_svg: string } }>();
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauth_uri).toContain(`secret=${data.secret}`);
    expect(data.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await post('/api/two-factor/enrolment/confirm', { code: '000000' }, headers);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<Json>().errors).toEqual({ code: ['رمز المصادقة غير صحيح أو سبق استخدامه، انتظر الرمز التالي في التطبيق'] });

    const confirmed = await post('/api/two-factor/enrolment/confirm', { code: clock.code(base32Decode(data.secret)) }, headers);
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect((await status()).json()).toEqual({ data: { enabled: true, required: false, recovery_codes_left: 10 } });
    // Once on, no new secret is handed out (and so none is shown again).
    expect((await post('/api/two-factor/enrolment', {}, headers)).statusCode).toBe(409);
  });

  it('keeps the secret sealed and the recovery codes hashed, and shows neither again in any answer', async () => {
    const user = await createStaff(context.app, 'risk');
    const session = await login(context.app, user.email);
    const headers = { authorization: `Bearer ${session.json<{ data: { access_token: string } }>().data.access_token}` };
    const { secretText, recoveryCodes } = await enrol(context.app, headers, clock);
    const [row] = await context.app.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secretSealed).not.toContain(secretText);
    expect(row!.secretSealed).toMatch(/^v1\./);
    const hashes = await context.app.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    expect(hashes.map((code) => code.codeHash).join()).not.toContain(recoveryCodes[0]!.replace('-', ''));

    const answers = [
      await context.app.inject({ method: 'GET', url: '/api/two-factor/status', headers }),
      await context.app.inject({ method: 'GET', url: '/api/auth/me', headers }),
      await post('/api/two-factor/enrolment', {}, headers),
      await login(context.app, user.email),
    ];
    for (const answer of answers) {
      expect(answer.body).not.toContain(secretText);
      for (const code of recoveryCodes) expect(answer.body).not.toContain(code);
    }
  });

  it('logs in with a code after the password; a code is refused a second time', async () => {
    const { user, headers } = await signedIn(context.app, 'agent');
    const { secret } = await enrol(context.app, headers, clock);

    const code = clock.code(secret);
    const first = await secondFactor(await challengeFor(user.email), { code });
    expect(first.statusCode).toBe(200);
    const { data } = first.json<{ data: { access_token: string; device_token: string; user_id: number } }>();
    expect(data.user_id).toBe(user.id);
    const me = await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${data.access_token}` } });
    expect(me.statusCode).toBe(200);

    // The same code within its window, through a new challenge: refused.
    const replay = await secondFactor(await challengeFor(user.email), { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json<Json>().errors).toEqual({ code: ['رمز المصادقة غير صحيح أو سبق استخدامه، انتظر الرمز التالي في التطبيق'] });
    // An older code still within ±1 step: refused too, since a newer one was used.
    expect((await secondFactor(await challengeFor(user.email), { code: clock.code(secret, -1) })).statusCode).toBe(422);
    // The next step's code works.
    clock.next();
    expect((await secondFactor(await challengeFor(user.email), { code: clock.code(secret) })).statusCode).toBe(200);
  });

  it('a challenge is single-use and is no session', async () => {
    const { user, headers } = await signedIn(context.app, 'agent');
    const { secret } = await enrol(context.app, headers, clock);
    const challenge = await challengeFor(user.email);
    const asBearer = await context.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${challenge}` } });
    expect(asBearer.statusCode).toBe(401);
    expect((await secondFactor(challenge, { code: clock.code(secret) })).statusCode).toBe(200);
    clock.next();
    const again = await secondFactor(challenge, { code: clock.code(secret) });
    expect(again.statusCode).toBe(422);
    expect(again.json<Json>().errors).toEqual({ challenge_token: ['انتهت مهلة خطوة التحقق، سجّل الدخول من جديد'] });
  });

  it('logs in with a recovery code once; the same code is refused the second time', async () => {
    const { user, headers } = await signedIn(context.app, 'agent');
    const { recoveryCodes } = await enrol(context.app, headers, clock);
    const recovery = recoveryCodes[3]!;
    const first = await secondFactor(await challengeFor(user.email), { recovery_code: recovery.toUpperCase() });
    expect(first.statusCode).toBe(200);
    const second = await secondFactor(await challengeFor(user.email), { recovery_code: recovery });
    expect(second.statusCode).toBe(422);
    expect(second.json<Json>().errors).toEqual({ recovery_code: ['رمز الاسترداد غير صحيح أو سبق استخدامه'] });
    const status = await context.app.inject({ method: 'GET', url: '/api/two-factor/status', headers });
    expect(status.json<{ data: { recovery_codes_left: number } }>().data.recovery_codes_left).toBe(9);
    // Auditors see the authenticator turned on and each recovery code spent.
    expect(await auditedActions(user.id)).toEqual(['two_factor_enabled', 'recovery_code_used']);
  });

  it('counts wrong codes toward the lock-out', async () => {
    const { user, headers } = await signedIn(context.app, 'agent');
    await enrol(context.app, headers, clock);
    for (let i = 0; i < 3; i += 1) expect((await secondFactor(await challengeFor(user.email), { code: '000000' })).statusCode).toBe(422);
    const locked = await login(context.app, user.email);
    expect(locked.statusCode).toBe(429);
  });

  it('regenerates recovery codes with a current code; the old ones stop working', async () => {
    const { user, headers } = await signedIn(context.app, 'agent');
    const { secret, recoveryCodes } = await enrol(context.app, headers, clock);
    expect((await post('/api/two-factor/recovery-codes', { code: '' }, headers)).statusCode).toBe(422);
    const fresh = await post('/api/two-factor/recovery-codes', { code: clock.code(secret) }, headers);
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json<{ data: { recovery_codes: string[] } }>().data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(recoveryCodes[0]);
    expect((await secondFactor(await challengeFor(user.email), { recovery_code: recoveryCodes[0]! })).statusCode).toBe(422);
    expect((await secondFactor(await challengeFor(user.email), { recovery_code: codes[0]! })).statusCode).toBe(200);
    expect(await auditedActions(user.id)).toEqual(['two_factor_enabled', 'recovery_codes_regenerated', 'recovery_code_used']);
  });

  it('turns off only with the password and a code', async () => {
    const { user, headers } = await signedIn(context.app, 'agent');
    const { secret } = await enrol(context.app, headers, clock);
    const wrongPassword = await post('/api/two-factor/disable', { password: 'Wrong!pass1', code: clock.code(secret) }, headers);
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json<Json>().errors).toEqual({ password: ['كلمة المرور الحالية غير صحيحة'] });
    expect((await post('/api/two-factor/disable', { password: PASSWORD, code: '123' }, headers)).statusCode).toBe(422);
    const off = await post('/api/two-factor/disable', { password: PASSWORD, code: clock.code(secret) }, headers);
    expect(off.statusCode).toBe(200);
    const plain = await login(context.app, user.email);
    expect(plain.json<{ data: { access_token?: string } }>().data.access_token).toBeDefined();
    expect(await auditedActions(user.id)).toEqual(['two_factor_enabled', 'two_factor_disabled']);
  });
});

describe.each(backends())('two-factor log-in required per role, issue 16 ($name)', (backend) => {
  const context = useTestApp(backend, { totpRequiredRoles: ['risk'] });
  let clock: ReturnType<typeof totpClock>;
  beforeEach(() => {
    clock = totpClock();
  });
  afterEach(() => clock.restore());

  it('gives a person of that role without it a session limited to enrolment, which becomes a full one once enrolled', async () => {
    const user = await createStaff(context.app, 'risk');
    const response = await login(context.app, user.email);
    const { data } = response.json<{ data: { access_token: string; enrolment_required: boolean } }>();
    expect(data.enrolment_required).toBe(true);
    const headers = { authorization: `Bearer ${data.access_token}` };
    const clients = () => context.app.inject({ method: 'GET', url: '/api/clients', headers });
    const refused = await clients();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'يجب تفعيل التحقق بخطوتين أولًا: أضف تطبيق المصادقة من صفحة الأمان في حسابك' });
    const me = () => context.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    // The portal reads this to show nothing but the enrolment page.
    expect((await me()).json()).toMatchObject({ data: { id: user.id, enrolment_required: true } });
    const status = await context.app.inject({ method: 'GET', url: '/api/two-factor/status', headers });
    expect(status.json()).toEqual({ data: { enabled: false, required: true, recovery_codes_left: 0 } });

    await enrol(context.app, headers, clock);
    expect((await clients()).statusCode).toBe(200);
    expect((await me()).json()).toMatchObject({ data: { enrolment_required: false } });
  });

  it('leaves other roles alone', async () => {
    const { headers } = await signedIn(context.app, 'agent');
    expect((await context.app.inject({ method: 'GET', url: '/api/clients', headers })).statusCode).toBe(200);
  });
});
