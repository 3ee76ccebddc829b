import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Client, Pool } from 'pg';
import { bindPoolCallbacks, observedClient, type QueryObserver } from '../observability/query-observer';
import { migrationsFolder } from '../paths';
import { migrateSerially } from './migrate-serially';
import { PgliteClient } from './pglite-client';
import { PoolNotices } from './pool-notices';
import { startPglite, type PgliteHost } from './pglite-host';
import { connectionOptions } from './planner-settings';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: Pool };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Seeders and repositories accept either, so callers choose the transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseTarget {
  /** A Postgres server; without it, the embedded PGlite in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir: string;
}

export interface DatabaseHandle {
  db: Database;
  notices: PoolNotices;
  kind: 'postgres' | 'pglite';
  /** Issue 20: the embedded database's consistent folder copy, for backups while serving. */
  snapshot?: (to: string) => Promise<void>;
  close(): Promise<void>;
}

/** Channels the database's triggers notify (migration 0009; issue 17: settings and reference lists; issue 18: notifications). */
export const NOTICE_CHANNELS = {
  sessionChanges: 'session_changes',
  settingsChanges: 'settings_changes',
  referenceChanges: 'reference_changes',
  /** Issue 18: `<user id>:<notification id>` for each notification, sent by notify() (decision 0021). */
  notifications: 'notifications',
} as const;

async function connect(
  target: DatabaseTarget,
  notices: PoolNotices,
  observer?: QueryObserver,
): Promise<{ pool: Pool; pglite?: PgliteHost }> {
  // Issue 20: every statement timed and traced, whichever way it is sent.
  const observed = (Base: typeof Client) => (observer ? observedClient(Base, observer) : Base);
  if (target.databaseUrl) {
    return {
      pool: new Pool({
        connectionString: target.databaseUrl,
        max: 10,
        options: connectionOptions(),
        Client: observed(notices.listeningClient(Client)),
      }),
    };
  }
  const pglite = await startPglite(target.pgliteDir);
  // One connection: it serialises queries the way PGlite must run them anyway and
  // keeps every transaction on a single session (see pglite-worker.ts).
  const Listening = observed(notices.listeningClient(PgliteClient));
  const pool = new Pool({ host: '127.0.0.1', port: pglite.port, user: 'postgres', database: 'postgres', max: 1, Client: Listening });
  return { pool, pglite };
}

/** Opens the database, brings its schema up to date and returns the drizzle handle. */
export async function openDatabase(
  target: DatabaseTarget,
  onPoolError: (error: Error) => void,
  observer?: QueryObserver,
): Promise<DatabaseHandle> {
  const notices = new PoolNotices(Object.values(NOTICE_CHANNELS));
  const { pool, pglite } = await connect(target, notices, observer);
  if (observer) bindPoolCallbacks(pool);
  // An idle connection dropped by the server must not crash the process.
  pool.on('error', onPoolError);

  const db = drizzle({ client: pool, schema });
  const close = async () => {
    await pool.end();
    await pglite?.stop();
  };
  try {
    // PGlite serves one process (see data-dir-lock.ts), so there is no one to wait for.
    await (pglite ? migrate(db, { migrationsFolder }) : migrateSerially(pool));
  } catch (error) {
    await close();
    throw error;
  }
  return { db, notices, kind: pglite ? 'pglite' : 'postgres', snapshot: pglite?.snapshot, close };
}
