import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { governorates } from '../db/schema';
import { seedGeography } from './geography';
import { seedLookups } from './lookups';

/** Any constant will do; it only has to be the same in every process. */
const SEED_LOCK = 727_001;

/**
 * Fills the reference tables on a new database. One transaction makes it all or
 * nothing, and the advisory lock stops two instances starting together from both
 * seeding the same server.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await tx.$count(governorates)) > 0) return;
    await seedGeography(tx);
    await seedLookups(tx);
  });
}
