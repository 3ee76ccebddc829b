import { hasErrors, validateLogin } from '@back-office/shared/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { createLockoutStore } from '../../auth/create-lockout-store';
import { loginService } from '../../auth/login';
import { AppError } from '../../http/app-error';
import { minutesPhrase } from '../../i18n/minutes';
import { languageOf, translate } from '../../i18n/translate';
import { sessionsRepository } from '../../repositories/auth/sessions-repository';
import { loginSchema, logoutSchema, meSchema } from './schemas';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const lockoutSettings = { threshold: app.config.accountLockThreshold, lockMs: app.config.accountLockMinutes * 60_000 };
  const unknownLockout = createLockoutStore(app.redis, lockoutSettings);
  const login = loginService(app.db, app.config, unknownLockout);
  const sessions = sessionsRepository(app.db);

  app.post(
    '/login',
    {
      // Fail-closed when Redis is down (503 with Retry-After): an outage must not lift the
      // guessing limit, and staff retry a sign-in far more easily than they undo a breach.
      config: { public: true, rateLimit: { max: app.config.loginMaxAttemptsPerIp, timeWindow: '1 minute', skipOnError: false } },
      schema: loginSchema,
    },
    async (request) => {
      const { email = '', password = '' } = request.body ?? {};
      const fieldErrors = validateLogin({ email, password });
      if (hasErrors(fieldErrors)) throw new AppError(422, 'validationFailed', fieldErrors);
      const result = await login(email, password, { ip: request.ip, userAgent: request.headers['user-agent'] });
      // 422, not 401: a 401 makes the client drop its session, and there is none yet.
      if (result.outcome === 'failed') throw new AppError(422, 'loginFailed');
      if (result.outcome === 'locked') {
        // Issue 15: say for how long, rounded up so the wait is never shorter than promised.
        const minutes = Math.max(1, Math.ceil(result.lockedForMs / 60_000));
        throw new AppError(429, 'lockedOut', undefined, (language) => ({ duration: minutesPhrase(minutes, language) }));
      }
      const { accessToken, user } = result;
      return { message: translate(languageOf(request), 'loggedIn'), data: { access_token: accessToken, user_id: user.id, user } };
    },
  );

  app.post('/logout', { schema: logoutSchema }, async (request) => {
    await sessions.revoke(request.sessionId!);
    return { message: translate(languageOf(request), 'loggedOut') };
  });

  app.get('/me', { schema: meSchema }, async (request) => ({
    data: { ...request.user!, can_export: app.config.exportRoles.includes(request.user!.role) },
  }));
};

export default fp(authRoutes, { name: 'auth-routes', encapsulate: true, dependencies: ['authentication', 'rate-limit'] });
