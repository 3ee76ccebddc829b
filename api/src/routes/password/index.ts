import { OTP_RESEND_SECONDS } from '@back-office/shared/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { languageOf, translate } from '../../i18n/translate';
import { requestPasswordChange } from '../../password/change-request';
import { OTP_LIFETIME_SECONDS } from '../../password/otp';
import { resendCode } from '../../password/resend-code';
import { verifyCode } from '../../password/verify-code';
import { changeRequestSchema, resendSchema, verifySchema } from './schemas';

/**
 * Per user, after authentication: a stolen session cannot guess the current password
 * (step 1) or burn argon2 time (step 2) faster than this. Fail-closed when Redis is
 * down: that guard is the point of the limit, and a password change can wait.
 */
const perUser = {
  rateLimit: {
    max: 10,
    timeWindow: '15 minutes',
    skipOnError: false,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => `user:${request.user!.id}`,
  },
} as const;

/** SPEC §4, §7: the two-step password change with a mailed one-time code. */
const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The multipart parser leaves the body to be streamed; an empty object lets the
  // documentation-only body schema pass without consuming anything.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  app.post('/change-request', { config: perUser, schema: changeRequestSchema }, async (request) => {
    const token = await requestPasswordChange(app, request);
    return {
      message: translate(languageOf(request), 'otpSent'),
      data: { token, expires_in: OTP_LIFETIME_SECONDS, resend_after: OTP_RESEND_SECONDS },
    };
  });

  app.post('/resend-otp', { config: perUser, schema: resendSchema }, async (request, reply) => {
    const token = await resendCode(app, request, reply);
    return { message: translate(languageOf(request), 'otpResent'), data: { token } };
  });

  app.post('/verify-otp', { config: perUser, schema: verifySchema }, async (request) => {
    await verifyCode(app, request);
    return { message: translate(languageOf(request), 'passwordChanged') };
  });
};

export default fp(passwordRoutes, {
  name: 'password-routes',
  encapsulate: true,
  dependencies: ['authentication', 'mail', 'multipart', 'rate-limit'],
});
