import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf, translate } from '../../i18n/translate';
import { auditSourceOf } from '../../audit/audit-source';
import { twoFactorEnrolment } from '../../two-factor/enrolment';
import { confirmSchema, disableSchema, regenerateSchema, startSchema, statusSchema } from './schemas';

/**
 * Per user, after authentication: a stolen session cannot guess codes (or the password, to turn
 * it off) faster than this. Fail-closed when Redis is down, like the password change.
 */
const perUser = {
  rateLimit: {
    max: 10,
    timeWindow: '15 minutes',
    skipOnError: false,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `two-factor:${request.user!.id}`,
  },
} as const;

/** Issue 16: the account page's authenticator. Status and enrolment stay open to an enrolment-only session. */
const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const enrolment = twoFactorEnrolment(app.db, app.twoFactorKeys.box, app.config);

  app.get('/status', { config: { enrolment: true }, schema: statusSchema }, async (request) => ({
    data: await enrolment.status(request.user!),
  }));

  app.post('/enrolment', { config: { enrolment: true, ...perUser }, schema: startSchema }, async (request) => ({
    data: await enrolment.start(request.user!),
  }));

  app.post('/enrolment/confirm', { config: { enrolment: true, ...perUser }, schema: confirmSchema }, async (request) => {
    const codes = await enrolment.confirm(request.user!, request.body?.code, auditSourceOf(request));
    return { message: translate(languageOf(request), 'twoFactorEnabled'), data: { recovery_codes: codes } };
  });

  app.post('/recovery-codes', { config: perUser, schema: regenerateSchema }, async (request) => {
    const codes = await enrolment.regenerateRecoveryCodes(request.user!, request.body?.code, auditSourceOf(request));
    return { message: translate(languageOf(request), 'recoveryCodesRegenerated'), data: { recovery_codes: codes } };
  });

  app.post('/disable', { config: perUser, schema: disableSchema }, async (request) => {
    await enrolment.disable(request.user!, request.body?.password, request.body?.code, auditSourceOf(request));
    return { message: translate(languageOf(request), 'twoFactorDisabled') };
  });
};

export default fp(twoFactorRoutes, {
  name: 'two-factor-routes',
  encapsulate: true,
  dependencies: ['authentication', 'rate-limit', 'two-factor-keys'],
});
