import type { NotificationPreferences } from '@back-office/shared/contract';
import type { UserRole } from '@back-office/shared/contract/enums';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { eventsFor } from '../../notifications/events';
import { notificationsRepository } from '../../repositories/notifications/notifications-repository';
import { getPreferencesSchema, putPreferencesSchema } from './schemas';

/** Issue 18, the account page: which events also send me an e-mail. */
const notificationPreferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const repository = notificationsRepository(app.db);

  async function preferencesOf(userId: number, role: UserRole): Promise<NotificationPreferences> {
    const stored = await repository.preferences(userId);
    return { preferences: eventsFor(role).map((event) => ({ event, email: stored.get(event) ?? true })) };
  }

  app.get('', { schema: getPreferencesSchema }, async (request) => preferencesOf(request.user!.id, request.user!.role));

  app.put('', { schema: putPreferencesSchema }, async (request) => {
    const { id, role } = request.user!;
    const allowed = eventsFor(role);
    const { preferences } = request.body;
    const refused = preferences.flatMap((choice, index) => (allowed.includes(choice.event) ? [] : [index]));
    if (refused.length > 0) {
      const errors = Object.fromEntries(
        refused.map((index) => [`preferences.${index}.event`, [{ key: 'notificationEventNotForRole' as const }]]),
      );
      throw new AppError(422, 'validationFailed', errors);
    }
    // The last choice of an event repeated wins, as one write.
    await repository.savePreferences(id, [...new Map(preferences.map((choice) => [choice.event, choice])).values()]);
    return preferencesOf(id, role);
  });
};

export default fp(notificationPreferencesRoutes, {
  name: 'notification-preferences-routes',
  encapsulate: true,
  dependencies: ['authentication'],
});
