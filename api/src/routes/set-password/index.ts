import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { languageOf, translate } from '../../i18n/translate';
import { describeSetPasswordLink, setPasswordFromLink } from '../../staff/set-password';
import { describeLinkSchema, setPasswordSchema } from './schemas';

/**
 * Issue 17: the public end of an invitation or a forced reset. Limited per IP like the log-in
 * (the token is 256 random bits, but each try still costs a lookup and, when valid, argon2).
 */
const setPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const perIp = { max: app.config.loginMaxAttemptsPerIp, timeWindow: '1 minute', skipOnError: false };

  app.get('', { config: { public: true, rateLimit: perIp }, schema: describeLinkSchema }, async (request) => ({
    data: await describeSetPasswordLink(app, request.query.token),
  }));

  app.post('', { config: { public: true, rateLimit: perIp }, schema: setPasswordSchema }, async (request) => {
    await setPasswordFromLink(app, request, request.body);
    return { message: translate(languageOf(request), 'passwordSet') };
  });
};

export default fp(setPasswordRoutes, { name: 'set-password-routes', encapsulate: true, dependencies: ['rate-limit'] });
