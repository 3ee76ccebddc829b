import { Client } from 'pg';

/** An advisory-lock key used for nothing else ("BOinst" in ASCII). */
const INSTANCES_LOCK = '72938384371316';

export interface InstancePresence {
  /** No other API process was running on this database when this one joined. */
  alone: boolean;
  leave(): Promise<void>;
}

/**
 * Every API process on one PostgreSQL database holds a shared advisory lock on a
 * connection of its own for as long as it runs. PostgreSQL releases it when that
 * connection ends, kill -9 included, so a process that can first take the lock
 * exclusively knows no other process is running.
 */
export async function joinInstances(databaseUrl: string, onError: (error: Error) => void): Promise<InstancePresence> {
  const client = new Client({ connectionString: databaseUrl });
  client.on('error', onError);
  await client.connect();
  const { rows } = await client.query<{ alone: boolean }>('select pg_try_advisory_lock($1::bigint) as alone', [INSTANCES_LOCK]);
  const alone = rows[0]!.alone;
  await client.query('select pg_advisory_lock_shared($1::bigint)', [INSTANCES_LOCK]);
  if (alone) await client.query('select pg_advisory_unlock($1::bigint)', [INSTANCES_LOCK]);
  return { alone, leave: () => client.end() };
}
