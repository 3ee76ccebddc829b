import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../i18n/translate';
import { activityLog } from '../../limit-requests/log-entry';
import { limitRequestsRepository } from '../../repositories/limit-requests/limit-requests-repository';
import { logSchema } from './schemas';

/** GET /limit-request/{id}/log: singular, as the client application calls it (SPEC §7). */
const limitRequestLogRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id/log', { schema: logSchema }, async (request) => {
    const { id } = request.params;
    if (!(await limitRequestsRepository(app.db).workflowState(id))) throw new AppError(404, 'notFound');
    return { data: { logs: await activityLog(app.db, id, languageOf(request)) } };
  });
};

export default fp(limitRequestLogRoute, {
  name: 'limit-request-log-route',
  encapsulate: true,
  dependencies: ['database', 'authentication'],
});
