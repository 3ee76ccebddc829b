import { dataBody, IdParams, MatchedApplication } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/envelope';
import { languageOf } from '../../i18n/translate';
import { clientWritesRepository } from '../../repositories/clients/client-writes-repository';
import { matchedApplications } from '../../self-onboarding/matched-application';

const applicationsSchema = {
  tags: ['clients'],
  description:
    'Issue 19: public applications whose national ID or mobile matched this client, newest first, for staff to review (the applicant was told nothing of the match).',
  params: IdParams,
  response: { 200: dataBody(Type.Array(MatchedApplication)), ...errorResponses(401, 404, 422) },
};

/** GET /clients/:id/applications: whoever may read the client may read these. */
export const applicationsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/applications', { schema: applicationsSchema }, async (request) => {
    const { id } = request.params;
    if (!(await clientWritesRepository(app.db).state(id))) throw new AppError(404, 'notFound');
    return { data: await matchedApplications(app, id, languageOf(request)) };
  });
};
