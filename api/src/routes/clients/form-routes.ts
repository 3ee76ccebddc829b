import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { canEdit } from '../../clients/list-item';
import { clientSaver } from '../../clients/save-client';
import { AppError } from '../../http/app-error';
import { requiredVersion } from '../../http/if-match';
import { languageOf, translate } from '../../i18n/translate';
import { clientWritesRepository } from '../../repositories/clients/client-writes-repository';
import { formSchemas } from './form-schemas';

/** The multipart create and edit forms (SPEC §3, §5, §7). */
export const formRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const saver = clientSaver(app);
  // The multipart parser leaves the body to be streamed; an empty object lets the
  // documentation-only body schema pass without consuming anything.
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  // Issue 20: a double click or a retry with the same Idempotency-Key creates one client.
  app.post('/store', { config: { idempotency: { scope: 'staff' } }, schema: formSchemas.store }, async (request, reply) => {
    const client = await saver.store(request);
    return reply.code(201).send({ message: translate(languageOf(request), 'clientCreatedSuccessfully'), data: { client } });
  });

  app.post('/update/:id', { schema: formSchemas.update }, async (request) => {
    const { id } = request.params;
    // Refused before the body is read, so no file is stored for a request that cannot succeed.
    const state = await clientWritesRepository(app.db).state(id);
    if (!state) throw new AppError(404, 'notFound');
    if (!canEdit(state, request.user!)) throw new AppError(403, 'forbidden');
    // Issue 16: the edit names the version it was made on; a stale one is refused before any file is stored.
    const version = requiredVersion(request.headers['if-match']);
    if (version !== state.version) throw new AppError(409, 'clientChanged');
    await saver.update(request, id, version);
    return { message: translate(languageOf(request), 'clientUpdated'), data: { client: { id } } };
  });
};
