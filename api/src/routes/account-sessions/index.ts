import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { toAccountSession } from '../../account-sessions/list-sessions';
import { AppError } from '../../http/app-error';
import { countText } from '../../i18n/count';
import { languageOf, translate } from '../../i18n/translate';
import { sessionsRepository } from '../../repositories/auth/sessions-repository';
import { endOtherSessionsSchema, endSessionSchema, listSessionsSchema } from './schemas';

/**
 * Issue 16, staff log-in: my sessions. Ending one goes through the ordinary revocation (an
 * update of `revoked_at`), whose notice makes every API process forget it (decision 0005).
 */
const accountSessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = sessionsRepository(app.db);

  app.get('', { schema: listSessionsSchema }, async (request) => {
    const active = await sessions.listActive(request.user!.id, app.config.tokenIdleMinutes);
    return { data: active.map((session) => toAccountSession(session, request.sessionId!)) };
  });

  app.delete('/:id', { schema: endSessionSchema }, async (request) => {
    // Logging out ends this one: from here it would leave the page signed in with a dead token.
    if (request.params.id === request.sessionId) throw new AppError(409, 'currentSessionNotEndable');
    // Someone else's session answers like one that does not exist, so ids reveal nothing.
    if (!(await sessions.revokeOwn(request.user!.id, request.params.id))) throw new AppError(404, 'notFound');
    return { message: translate(languageOf(request), 'sessionEnded') };
  });

  app.post('/end-others', { schema: endOtherSessionsSchema }, async (request) => {
    const ended = await sessions.revokeOthers(request.user!.id, request.sessionId!);
    const language = languageOf(request);
    return { message: translate(language, 'otherSessionsEnded', { count: countText(ended, language) }), data: { ended } };
  });
};

export default fp(accountSessionsRoutes, { name: 'account-sessions-routes', encapsulate: true, dependencies: ['authentication'] });
