import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { seenVersion } from '../../http/if-match';
import { languageOf, translate } from '../../i18n/translate';
import { actionRunner } from '../../limit-requests/run-action';
import { actionSchema } from './schemas';

/** POST /{id}/action/{actionId}: one step of the server-defined workflow (workflow.ts). */
export const runActionRoute: FastifyPluginAsyncTypebox = async (app) => {
  const runAction = actionRunner(app);

  // The multipart parser leaves the body to be streamed, and the other actions may send
  // none: an empty object stands for both (readActionInput reads the stream itself).
  app.addHook('preValidation', async (request) => {
    request.body ??= {};
  });

  // Issue 20: the same Idempotency-Key runs the action once (a retry gets the first answer, not a 409 for the moved version).
  app.post('/:id/action/:actionId', { config: { idempotency: { scope: 'staff' } }, schema: actionSchema }, async (request) => {
    const limitRequest = await runAction(request, request.params.id, request.params.actionId, seenVersion(request.headers['if-match']));
    return { message: translate(languageOf(request), 'actionPerformedSuccessfully'), data: { limit_request: limitRequest } };
  });
};
