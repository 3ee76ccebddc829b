import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { actorOf } from '../../../audit/audit-source';
import { requiredVersion } from '../../../http/if-match';
import { languageOf, translate } from '../../../i18n/translate';
import { changeSettings } from '../../../settings/change-settings';
import { settingsPage } from '../../../settings/settings-page';
import { changeSettingsSchema, showSettingsSchema } from './schemas';

/** Issue 17, /admin/settings: what used to be environment variables, now an administrator's to change. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: showSettingsSchema }, async () => ({ data: await settingsPage(app.db, app.config) }));

  app.patch('', { schema: changeSettingsSchema }, async (request) => {
    const seen = requiredVersion(request.headers['if-match']);
    const changed = await changeSettings(app.db, app.config, request.body, seen, actorOf(request));
    // This process heard its own notice at commit; wait for the reload so its next request sees
    // the change. The change is saved whatever happens here: a failed reload is retried at the next read.
    await app.settings.reload().catch((error: Error) => request.log.warn({ err: error }, 'reloading the settings after a change failed'));
    const message = translate(languageOf(request), changed.length > 0 ? 'settingsSaved' : 'settingsUnchanged');
    return { message, data: await settingsPage(app.db, app.config) };
  });
};

export default fp(settingsRoutes, { name: 'admin-settings-routes', encapsulate: true, dependencies: ['authentication', 'settings'] });
