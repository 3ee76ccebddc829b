import { eq, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema';
import { createStaff, login, PASSWORD, signedIn } from '../../test/fixtures';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('auth ($name)', (backend) => {
  const context = useTestApp(backend, { accountLockThreshold: 3, tokenIdleMinutes: 30 });

  describe('POST /api/auth/login', () => {
    it('returns a token, the user id and the user', async () => {
      const user = await createStaff(context.app, 'risk');
      const response = await login(context.app, user.email.toUpperCase());
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.access_token).toMatch(/^[\w-]{43}$/);
      expect(data.user_id).toBe(user.id);
      expect(data.user).toEqual({ id: user.id, name: user.name, email: user.email, role: 'risk' });
      const [stored] = await context.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(stored!.tokenHash).not.toContain(data.access_token);
      expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const user = await createStaff(context.app);
      const wrongPassword = await login(context.app, user.email, 'not-the-password');
      const unknownEmail = await login(context.app, 'nobody@test.example', 'not-the-password');
      expect(wrongPassword.statusCode).toBe(422);
      expect(unknownEmail.statusCode).toBe(422);
      expect(wrongPassword.json()).toEqual({ message: 'فشل تسجيل الدخول، تحقق من بياناتك' });
      expect(unknownEmail.json()).toEqual(wrongPassword.json());
    });

    it('refuses an inactive user with the same answer', async () => {
      const user = await createStaff(context.app, 'agent', { active: false });
      const response = await login(context.app, user.email);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'فشل تسجيل الدخول، تحقق من بياناتك' });
    });

    it('gives translated field errors from the shared rules', async () => {
      const arabic = await context.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
      expect(arabic.statusCode).toBe(422);
      expect(arabic.json()).toEqual({
        message: 'البيانات المدخلة غير صالحة',
        errors: { email: ['يجب أن يكون بريدًا إلكترونيًا صالحًا'], password: ['هذا الحقل مطلوب'] },
      });
      const english = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {},
        headers: { 'accept-language': 'en-GB,en;q=0.9' },
      });
      expect(english.json()).toEqual({
        message: 'The given data was invalid',
        errors: { email: ['This field is required'], password: ['This field is required'] },
      });
    });

    it('answers a missing body with 422 and no field to blame', async () => {
      const response = await context.app.inject({ method: 'POST', url: '/api/auth/login' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'البيانات المدخلة غير صالحة' });
    });

    it('limits attempts per address with 429', async () => {
      const attempt = () => context.app.inject({ method: 'POST', url: '/api/auth/login', payload: {}, remoteAddress: '198.51.100.7' });
      for (let i = 0; i < 20; i += 1) expect((await attempt()).statusCode).toBe(422);
      const limited = await attempt();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: 'طلبات كثيرة جدًا، حاول مرة أخرى لاحقًا' });
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('account lock', () => {
    it('locks after consecutive failures, even for the right password, and then doubles the wait (issue 16)', async () => {
      const user = await createStaff(context.app);
      for (let i = 0; i < 3; i += 1) expect((await login(context.app, user.email, 'wrong')).statusCode).toBe(422);
      const locked = await login(context.app, user.email);
      expect(locked.statusCode).toBe(429);
      // Issue 15: the message says for how long (the 15-minute default lock, rounded up).
      expect(locked.json()).toEqual({ message: 'حاولت كثيرًا. حاول مرة أخرى بعد ١٥ دقيقة' });
      const english = await context.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'accept-language': 'en' },
        payload: { email: user.email, password: PASSWORD },
      });
      expect(english.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes' });

      await context.app.db
        .update(users)
        .set({ lockedUntil: sql`now() + interval '61 seconds'` })
        .where(eq(users.id, user.id));
      expect((await login(context.app, user.email)).json()).toEqual({ message: 'حاولت كثيرًا. حاول مرة أخرى بعد دقيقتين' });

      await context.app.db
        .update(users)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(users.id, user.id));
      // Issue 16: from a device the account has not signed in on, the right password alone no longer
      // lifts the lock; it is answered exactly like a wrong one, and the next wait is twice as long.
      const afterWait = await login(context.app, user.email);
      expect(afterWait.statusCode).toBe(429);
      expect(afterWait.json()).toEqual({ message: 'حاولت كثيرًا. حاول مرة أخرى بعد ٣٠ دقيقة' });
    });

    it('a success resets the failure count', async () => {
      const user = await createStaff(context.app);
      await login(context.app, user.email, 'wrong');
      await login(context.app, user.email, 'wrong');
      expect((await login(context.app, user.email)).statusCode).toBe(200);
      await login(context.app, user.email, 'wrong');
      expect((await login(context.app, user.email)).statusCode).toBe(200);
    });

    it('locks unknown addresses on the same schedule, so locking reveals nothing', async () => {
      const attempts = [];
      for (let i = 0; i < 4; i += 1) attempts.push(await login(context.app, 'ghost@test.example', 'wrong'));
      expect(attempts.map((response) => response.statusCode)).toEqual([422, 422, 422, 429]);
      expect(attempts[3]!.json()).toEqual({ message: 'حاولت كثيرًا. حاول مرة أخرى بعد ١٥ دقيقة' });
    });
  });

  describe('sessions', () => {
    const me = (authorization?: string) =>
      context.app.inject({ method: 'GET', url: '/api/auth/me', headers: authorization ? { authorization } : {} });

    it('GET /api/auth/me returns the signed-in user', async () => {
      const { user, headers } = await signedIn(context.app, 'admin');
      const response = await me(headers.authorization);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: { id: user.id, name: user.name, email: user.email, role: 'admin', can_export: true, enrolment_required: false },
      });
    });

    it('says whether the role may export (EXPORT_ROLES, issue 16)', async () => {
      const agent = await signedIn(context.app, 'agent');
      const risk = await signedIn(context.app, 'risk');
      expect((await me(agent.headers.authorization)).json().data.can_export).toBe(false);
      expect((await me(risk.headers.authorization)).json().data.can_export).toBe(true);
    });

    it('rejects a missing, malformed or unknown token with 401', async () => {
      for (const authorization of [undefined, 'Basic abc', 'Bearer', 'Bearer not-a-real-token']) {
        const response = await me(authorization);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: 'يجب تسجيل الدخول أولًا' });
      }
    });

    it('logout revokes the token on the server', async () => {
      const { headers } = await signedIn(context.app);
      const logout = await context.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(logout.statusCode).toBe(200);
      expect((await me(headers.authorization)).statusCode).toBe(401);
    });

    it('expires a token left idle too long', async () => {
      const { user, headers } = await signedIn(context.app);
      expect((await me(headers.authorization)).statusCode).toBe(200);
      await context.app.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
        .where(eq(sessions.userId, user.id));
      expect((await me(headers.authorization)).statusCode).toBe(401);
    });

    it('refreshes the idle clock when used, at most once a minute', async () => {
      const { user, headers } = await signedIn(context.app);
      await context.app.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '20 minutes'` })
        .where(eq(sessions.userId, user.id));
      expect((await me(headers.authorization)).statusCode).toBe(200);
      const [session] = await context.app.db
        .select({ idleSeconds: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})`.mapWith(Number) })
        .from(sessions)
        .where(eq(sessions.userId, user.id));
      expect(session!.idleSeconds).toBeLessThan(5);
    });

    it('expires a token after its absolute lifetime, however active', async () => {
      const { user, headers } = await signedIn(context.app);
      await context.app.db
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.userId, user.id));
      expect((await me(headers.authorization)).statusCode).toBe(401);
    });

    it('stops working once the user is deactivated', async () => {
      const { user, headers } = await signedIn(context.app);
      await context.app.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      expect((await me(headers.authorization)).statusCode).toBe(401);
    });
  });

  it('keeps passwords as argon2id hashes', async () => {
    const user = await createStaff(context.app);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(user.passwordHash).toContain('m=19456');
    expect(user.passwordHash).toContain('t=2');
    expect(user.passwordHash).not.toContain(PASSWORD);
  });
});
