import fp from 'fastify-plugin';
import { openBackupChannel } from '../backup/backup-channel';

/**
 * Issue 20: lets `npm run backup` ask this server for a consistent copy of the embedded
 * database (a Unix socket in DATA_DIR, see backup/backup-channel.ts). PostgreSQL needs no
 * help from the server, nor does an in-memory database.
 */
export default fp(
  async function backupChannel(app) {
    const { config, dbSnapshot } = app;
    if (config.databaseUrl || !dbSnapshot || config.pgliteDir.startsWith('memory://')) return;
    const channel = openBackupChannel(config.dataDir, dbSnapshot, app.log);
    if (channel) app.addHook('onClose', () => channel.close());
  },
  { name: 'backup-channel', dependencies: ['config', 'database'] },
);
