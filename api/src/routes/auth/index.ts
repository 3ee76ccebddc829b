import { hasErrors, validateLogin } from '@back-office/shared/rules';
import type { LoginResult } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { actorOf, auditSourceOf } from '../../audit/audit-source';
import { createLockoutStore } from '../../auth/create-lockout-store';
import { CHALLENGE_MINUTES, loginService, type SessionGranted } from '../../auth/login';
import { AppError } from '../../http/app-error';
import { minutesPhrase } from '../../i18n/minutes';
import { languageOf, translate } from '../../i18n/translate';
import { auditLogRepository } from '../../repositories/auth/audit-log-repository';
import { sessionsRepository } from '../../repositories/auth/sessions-repository';
import { secondFactorService } from '../../two-factor/second-factor';
import { loginSchema, logoutSchema, meSchema, secondFactorSchema } from './schemas';

const sessionData = (granted: SessionGranted): LoginResult => ({
  access_token: granted.accessToken,
  user_id: granted.user.id,
  user: granted.user,
  device_token: granted.deviceToken,
  enrolment_required: granted.enrolmentRequired,
});

const lockedOut = (lockedForMs: number) => {
  // Issue 15: say for how long, rounded up so the wait is never shorter than promised.
  const minutes = Math.max(1, Math.ceil(lockedForMs / 60_000));
  return new AppError(429, 'lockedOut', undefined, (language) => ({ duration: minutesPhrase(minutes, language) }));
};

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  const lockoutSettings = {
    threshold: config.accountLockThreshold,
    lockMs: config.accountLockMinutes * 60_000,
    maxLockMs: Math.max(config.accountLockMaxMinutes, config.accountLockMinutes) * 60_000,
  };
  const login = loginService(app.db, config, {
    unknownAccounts: createLockoutStore(app.redis, lockoutSettings),
    knownDevices: createLockoutStore(app.redis, lockoutSettings, 'device'),
    devices: app.twoFactorKeys.devices,
    settings: app.settings,
  });
  const verifySecondFactor = secondFactorService(app.db, app.twoFactorKeys.box, login);
  // Fail-closed when Redis is down (503 with Retry-After): an outage must not lift the
  // guessing limit, and staff retry a sign-in far more easily than they undo a breach.
  const perIp = { max: config.loginMaxAttemptsPerIp, timeWindow: '1 minute', skipOnError: false };

  app.post('/login', { config: { public: true, rateLimit: perIp }, schema: loginSchema }, async (request) => {
    const { email = '', password = '', device_token: deviceToken } = request.body ?? {};
    const fieldErrors = validateLogin({ email, password });
    if (hasErrors(fieldErrors)) throw new AppError(422, 'validationFailed', fieldErrors);
    const result = await login.login(email, password, deviceToken, { ip: request.ip, userAgent: request.headers['user-agent'] });
    // 422, not 401: a 401 makes the client drop its session, and there is none yet.
    if (result.outcome === 'failed') throw new AppError(422, 'loginFailed');
    if (result.outcome === 'locked') throw lockedOut(result.lockedForMs);
    const language = languageOf(request);
    if (result.outcome === 'challenge') {
      return {
        message: translate(language, 'secondFactorRequired'),
        data: { challenge_token: result.challengeToken, second_factor: 'totp' as const, expires_in_seconds: CHALLENGE_MINUTES * 60 },
      };
    }
    return { message: translate(language, 'loggedIn'), data: sessionData(result) };
  });

  // Issue 16: the same per-IP limit as the password; per account, wrong codes count toward its lock-out.
  app.post('/login/second-factor', { config: { public: true, rateLimit: perIp }, schema: secondFactorSchema }, async (request) => {
    const granted = await verifySecondFactor(request.body ?? {}, auditSourceOf(request));
    return { message: translate(languageOf(request), 'loggedIn'), data: sessionData(granted) };
  });

  app.post('/logout', { config: { enrolment: true }, schema: logoutSchema }, async (request) => {
    // Issue 17: the log-out is audited with the session's end, in one transaction.
    await app.db.transaction(async (tx) => {
      await sessionsRepository(tx).revoke(request.sessionId!);
      await auditLogRepository(tx).record({ ...actorOf(request), action: 'logged_out', recordType: 'user', recordId: request.user!.id });
    });
    return { message: translate(languageOf(request), 'loggedOut') };
  });

  app.get('/me', { config: { enrolment: true }, schema: meSchema }, async (request) => {
    // Issue 17: the export roles are the administrator's setting, so the portal's button follows it.
    const { export_roles: exportRoles } = await app.settings.read();
    return { data: { ...request.user!, can_export: exportRoles.includes(request.user!.role), enrolment_required: request.enrolmentOnly } };
  });
};

export default fp(authRoutes, {
  name: 'auth-routes',
  encapsulate: true,
  dependencies: ['authentication', 'rate-limit', 'two-factor-keys', 'settings'],
});
