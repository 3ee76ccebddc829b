import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Pool } from 'pg';
import { migrationsFolder } from '../paths';

/** Any constant will do; it only has to be the same in every process (the seed takes 727_001). */
const MIGRATION_LOCK = 727_000;

/**
 * Processes started together on a new database would each find nothing applied and race
 * to create drizzle's bookkeeping and the tables, all but one failing. An advisory lock
 * makes the others wait and then find every migration applied. Session-level, held on
 * one connection that also runs the migrations, because the migrator commits its own
 * transaction; if the process dies the server drops the lock with the connection.
 */
export async function migrateSerially(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } catch (error) {
    // Destroyed rather than returned to the pool, so the lock cannot stay held on it.
    client.release(true);
    throw error;
  }
  client.release();
}
