import fp from 'fastify-plugin';
import { listenForNotices } from '../db/session-change-notices';
import { NOTICE_CHANNELS } from '../db/database';
import { settingsRepository } from '../repositories/settings/settings-repository';
import { effectiveSettings, settingDefaults } from '../settings/setting-values';
import { SettingsSnapshot } from '../settings/settings-snapshot';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 17: the administrator's settings (four eyes, two-factor and export roles, SLA hours, holidays). */
    settings: SettingsSnapshot;
  }
}

/**
 * Loads the settings at start-up and keeps them current on every API process: the table's
 * trigger notifies `settings_changes` (migration 0018), heard here on this process's own
 * connections and, on PostgreSQL, on a LISTEN connection for the other processes' changes.
 */
export default fp(
  async function settings(app) {
    const repository = settingsRepository(app.db);
    const defaults = settingDefaults(app.config);
    const load = async () =>
      effectiveSettings(await repository.values(), defaults, (key) =>
        app.log.warn({ key }, 'a stored setting breaks the settings rules; its default applies'),
      );
    const snapshot = new SettingsSnapshot(await load(), load, (error) =>
      app.log.warn({ err: error }, 'reloading the settings failed; they are read again at the next request'),
    );
    const stopListening = listenForNotices(
      NOTICE_CHANNELS.settingsChanges,
      { databaseUrl: app.config.databaseUrl, notices: app.dbNotices },
      {
        changed: () => snapshot.changed(),
        heard: () => snapshot.heard(),
        lost: () => snapshot.lost(),
        failed: (error) =>
          app.log.warn({ err: error }, 'settings change notices interrupted; settings are read from the database until they resume'),
      },
    );
    app.addHook('onClose', async () => {
      snapshot.stop();
      await stopListening();
    });
    app.decorate('settings', snapshot);
  },
  { name: 'settings', dependencies: ['config', 'database'] },
);
