import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { languageOf, translate } from '../../i18n/translate';
import { referenceRepository } from '../../repositories/reference/reference-repository';
import { publicCors } from './public-cors';
import { selfStore } from '../../self-onboarding/self-store';
import { areasSchema, challengeSchema, citiesSchema, metaSchema, selfStoreSchema } from './schemas';

/** SPEC §7 public calls of the self-onboarding form: no token, CORS for the configured sites only. */
const selfOnboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  publicCors(
    app,
    {
      '/client-self-create-meta': 'GET',
      '/self-onboarding-cities': 'GET',
      '/self-onboarding-areas': 'GET',
      '/client-self-store': 'POST',
      '/self-onboarding/challenge': 'GET',
    },
    ['idempotency-key'],
  );
  const store = selfStore(app);
  const listsFor = (request: { headers: { 'accept-language'?: string } }) => referenceRepository(app.db, languageOf(request));
  // The multipart parser leaves the body to be streamed (see the staff form routes).
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  app.get('/client-self-create-meta', { config: { public: true }, schema: metaSchema }, async (request) => {
    const lists = listsFor(request);
    const [governorates, employmentTypes, companySectors, leadCompanies, documents] = await Promise.all([
      lists.governorates(),
      lists.employmentTypes(),
      lists.companySectors(),
      lists.leadCompanies(),
      lists.clientDocumentTypes(),
    ]);
    return {
      data: {
        governorates,
        employment_types: employmentTypes,
        company_sectors: companySectors,
        lead_companies: leadCompanies,
        client_documents: documents,
      },
    };
  });

  app.get('/self-onboarding-cities', { config: { public: true }, schema: citiesSchema }, async (request) => ({
    data: { cities: await listsFor(request).cities(request.query.governorate_id) },
  }));

  app.get('/self-onboarding-areas', { config: { public: true }, schema: areasSchema }, async (request) => ({
    data: { areas: await listsFor(request).areas(request.query.city_id) },
  }));

  app.post(
    '/client-self-store',
    // Fail-closed when Redis is down: anonymous applications write rows and files, and
    // without the limit one address could fill both; applicants retry later.
    {
      // Issue 20: keys are random UUIDs made per application, so one scope for every applicant is safe.
      config: {
        public: true,
        idempotency: { scope: 'public' },
        rateLimit: { max: app.config.selfOnboardingRateLimit, timeWindow: '1 hour', skipOnError: false },
      },
      schema: selfStoreSchema,
    },
    async (request, reply) => {
      // Issue 19: the same answer whether the application made a client or matched one (no oracle).
      const reference = await store(request);
      return reply.code(201).send({ message: translate(languageOf(request), 'applicationReceived'), data: { reference } });
    },
  );

  // Issue 19: a fresh proof-of-work puzzle per attempt; never cached, since each is accepted once.
  app.get(
    '/self-onboarding/challenge',
    {
      config: { public: true, rateLimit: { max: app.config.selfOnboardingRateLimit * 20, timeWindow: '1 hour' } },
      schema: challengeSchema,
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ data: app.proofOfWork.challenge() }),
  );
};

export default fp(selfOnboardingRoutes, {
  name: 'self-onboarding-routes',
  encapsulate: true,
  dependencies: ['database', 'files', 'multipart', 'rate-limit', 'proof-of-work'],
});
