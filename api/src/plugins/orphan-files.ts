import fp from 'fastify-plugin';
import { joinInstances } from '../db/instance-presence';
import { sweepOrphanFiles } from '../files/orphan-sweep';
import { storedFilesRepository } from '../repositories/files/stored-files-repository';

/** Longer than any upload takes, so another process's request in flight is never judged. */
const IN_FLIGHT_GRACE_MS = 60 * 60_000;

/**
 * Before listening, removes the files a crashed process wrote without committing their
 * rows. Alone on the database (always so on PGlite, whose data-dir lock admits one
 * process), every earlier file is judged; beside other processes, only files older
 * than the grace period, the rest waiting for a later start.
 */
export default fp(
  async function orphanFiles(app) {
    const { config, db, files } = app;
    const started = new Date();
    const presence = config.databaseUrl
      ? await joinInstances(config.databaseUrl, (error) => app.log.error({ err: error }, 'instance presence connection error'))
      : undefined;
    if (presence) app.addHook('onClose', () => presence.leave());
    const alone = presence?.alone ?? true;
    const writtenBefore = alone ? started : new Date(started.getTime() - IN_FLIGHT_GRACE_MS);
    const removed = await sweepOrphanFiles(files.storage, storedFilesRepository(db).referenced, writtenBefore);
    app.log.info({ removed, alone }, 'orphan files swept');
  },
  { name: 'orphan-files', dependencies: ['database', 'files'] },
);
