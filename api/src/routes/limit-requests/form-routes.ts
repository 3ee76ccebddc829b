import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../http/app-error';
import { requiredVersion } from '../../http/if-match';
import { languageOf, translate } from '../../i18n/translate';
import { limitRequestSaver } from '../../limit-requests/save-limit-request';
import { assertEditable } from '../../limit-requests/limit-request-detail';
import { limitRequestsRepository } from '../../repositories/limit-requests/limit-requests-repository';
import { formSchemas } from './form-schemas';

/** The multipart create and edit forms (SPEC §3, §5, §7). */
export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const saver = limitRequestSaver(app);
  // The multipart parser leaves the body to be streamed; an empty object lets the
  // documentation-only body schema pass without consuming anything.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  // Issue 20: a double click or a retry with the same Idempotency-Key creates one limit request.
  app.post('/store', { config: { idempotency: { scope: 'staff' } }, schema: formSchemas.store }, async (request, reply) => {
    const limitRequest = await saver.store(request);
    return reply.code(201).send({ message: translate(languageOf(request), 'limitRequestCreated'), data: { limit_request: limitRequest } });
  });

  app.post('/update/:id', { schema: formSchemas.update }, async (request) => {
    const { id } = request.params;
    // Refused before the body is read, so no file is stored for a request that cannot succeed.
    const state = await limitRequestsRepository(app.db).workflowState(id);
    if (!state) throw new AppError(404, 'notFound');
    // Issue 16: once it has left `new` only workflow actions change it (409); while new, its creator or an admin (403).
    assertEditable(state, request.user!);
    // Issue 16: the edit names the version it was made on; a stale one is refused before any file is stored.
    const version = requiredVersion(request.headers['if-match']);
    if (version !== state.version) throw new AppError(409, 'limitRequestChanged');
    const limitRequest = await saver.update(request, id, version);
    return { message: translate(languageOf(request), 'limitRequestUpdated'), data: { limit_request: limitRequest } };
  });
};
