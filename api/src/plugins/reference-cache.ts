import fp from 'fastify-plugin';
import { listenForReferenceChanges } from '../db/reference-change-notices';
import { forgetAllReferences, trustReferences } from '../repositories/reference/reference-cache';

/**
 * Issue 17: "a change reaches every API process and every newly opened form at once". Each
 * reference table notifies on change (migration 0021); every process drops its cached lists.
 */
export default fp(
  async function referenceCache(app) {
    const { db } = app;
    // Until the LISTEN connection is up, changes elsewhere could be missed.
    if (app.config.databaseUrl) trustReferences(db, false);
    const stop = listenForReferenceChanges(
      { databaseUrl: app.config.databaseUrl, notices: app.dbNotices },
      {
        changed: () => forgetAllReferences(db),
        heard: () => trustReferences(db, true),
        lost: () => trustReferences(db, false),
        failed: (error) =>
          app.log.warn({ err: error }, 'reference change notices interrupted; pick lists are read from the database until they resume'),
      },
    );
    app.addHook('onClose', stop);
  },
  { name: 'reference-cache', dependencies: ['config', 'database'] },
);
