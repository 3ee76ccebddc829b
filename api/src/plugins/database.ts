import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../db/database';
import type { PoolNotices } from '../db/pool-notices';
import { seedDemo } from '../seed/demo';
import { seedReferenceData } from '../seed/reference-data';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** What the database's triggers notify, heard on every pooled connection. */
    dbNotices: PoolNotices;
    /** Issue 20: present on the embedded database; the backup channel asks it for a snapshot. */
    dbSnapshot?: (to: string) => Promise<void>;
  }
}

/** Connects (starting embedded PGlite when no DATABASE_URL), migrates and seeds. */
export default fp(
  async function database(app) {
    const { config } = app;
    const handle = await openDatabase(
      config,
      (error) => app.log.error({ err: error }, 'database connection error'),
      // Issue 20: every statement timed for /metrics and, when tracing, a span.
      app.observability.queryObserver,
    );
    app.addHook('onClose', () => handle.close());
    app.log.info({ kind: handle.kind }, 'database ready');
    await seedReferenceData(handle.db);
    if (config.seedDemo) await seedDemo(handle.db);
    app.decorate('db', handle.db);
    app.decorate('dbNotices', handle.notices);
    app.decorate('dbSnapshot', handle.snapshot);
  },
  { name: 'database', dependencies: ['config', 'observability'] },
);
