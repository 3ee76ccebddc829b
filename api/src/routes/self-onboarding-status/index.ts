import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { languageOf, translate } from '../../i18n/translate';
import { answerDocumentRequest } from '../../self-onboarding/answer-document-request';
import { statusView } from '../../self-onboarding/status-view';
import { requestStatusCode, statusSessionOf, verifyStatusCode } from '../../self-onboarding/status-codes';
import { publicCors } from '../self-onboarding/public-cors';
import { answerSchema, codeSchema, statusSchema, verifySchema } from './schemas';

/** Per address, besides the per-number limit in the database. Fail-closed when Redis is down: these text people and store files. */
const PER_IP = {
  code: { max: 10, timeWindow: '15 minutes', skipOnError: false },
  verify: { max: 30, timeWindow: '15 minutes', skipOnError: false },
  answer: { max: 10, timeWindow: '1 hour', skipOnError: false },
};

/** Issue 19: the applicant's status page: a code by text message, a short session, the status, and documents sent again. */
const selfOnboardingStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  publicCors(app, { '/code': 'POST', '/verify': 'POST', '': 'GET', '/document-requests/:id': 'POST' }, [
    'authorization',
    'idempotency-key',
  ]);
  // The multipart parser leaves the body to be streamed (see the staff form routes).
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  app.post('/code', { config: { public: true, rateLimit: PER_IP.code }, schema: codeSchema }, async (request, reply) => {
    // Issue 19: every code costs a script a solved puzzle (text messages cost the lender money), spent first.
    if (!(await app.proofOfWork.verify(request.body.pow))) throw new AppError(422, 'validationFailed', { pow: [{ key: 'powInvalid' }] });
    await requestStatusCode(app, request.body);
    return reply.code(202).send({ message: translate(languageOf(request), 'statusCodeSent') });
  });

  app.post('/verify', { config: { public: true, rateLimit: PER_IP.verify }, schema: verifySchema }, async (request) => {
    const { token, expiresAt } = await verifyStatusCode(app, request.body);
    return { data: { token, expires_at: expiresAt.toISOString() } };
  });

  app.get('', { config: { public: true }, schema: statusSchema }, async (request) => {
    const session = await statusSessionOf(app, request.headers.authorization);
    return { data: await statusView(app, session, languageOf(request)) };
  });

  // Issue 20: a retried upload (same Idempotency-Key) is taken once.
  app.post(
    '/document-requests/:id',
    { config: { public: true, idempotency: { scope: 'public' }, rateLimit: PER_IP.answer }, schema: answerSchema },
    async (request) => {
      const session = await statusSessionOf(app, request.headers.authorization);
      await answerDocumentRequest(app, request, session, request.params.id);
      return { message: translate(languageOf(request), 'documentReceived') };
    },
  );
};

export default fp(selfOnboardingStatusRoutes, {
  name: 'self-onboarding-status-routes',
  encapsulate: true,
  dependencies: ['database', 'files', 'multipart', 'rate-limit', 'sms', 'applications', 'notifications', 'proof-of-work'],
});
