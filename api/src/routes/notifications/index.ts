import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../i18n/translate';
import { toNotification } from '../../notifications/notification-text';
import { notificationsRepository } from '../../repositories/notifications/notifications-repository';
import { listNotificationsSchema, markReadSchema, unreadCountSchema } from './schemas';
import { streamRoute } from './stream-route';

/** Issue 18: the bell's routes; each reads and writes only the signed-in person's notifications. */
const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = notificationsRepository(app.db);

  app.get('', { schema: listNotificationsSchema }, async (request) => {
    const { unread, limit = 20, before } = request.query;
    const userId = request.user!.id;
    // One more than the page: whether older ones exist, without counting them.
    const rows = await repository.page(userId, { unread, limit: limit + 1, before });
    const page = rows.slice(0, limit);
    const language = languageOf(request);
    return {
      data: page.map((row) => toNotification(language, row)),
      unread_count: await repository.unreadCount(userId),
      next_before: rows.length > limit ? page[page.length - 1]!.id : null,
    };
  });

  app.get('/unread-count', { schema: unreadCountSchema }, async (request) => ({
    unread_count: await repository.unreadCount(request.user!.id),
  }));

  app.post('/read', { schema: markReadSchema }, async (request) => {
    const { ids, all } = request.body;
    if (!all && !ids) throw new AppError(422, 'notificationsReadNothing');
    const userId = request.user!.id;
    await repository.markRead(userId, all ? 'all' : ids!);
    return { unread_count: await repository.unreadCount(userId) };
  });

  await app.register(streamRoute, { prefix: '/stream' });
};

export default fp(notificationsRoutes, {
  name: 'notifications-routes',
  encapsulate: true,
  dependencies: ['authentication', 'notifications'],
});
