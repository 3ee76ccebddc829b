import { loadConfig } from '../config/config';
import { openDatabase, type Database } from '../db/database';
import { describeFailure, OperatorError } from '../operator-error';
import { seedReferenceData } from '../seed/reference-data';

export class UsageError extends OperatorError {}

/**
 * Runs a maintenance command against the configured database (DATABASE_URL or the
 * embedded one in DATA_DIR, which the server must not hold open at the same time).
 */
export function runCli(command: (db: Database) => Promise<void>): void {
  const run = async () => {
    const config = loadConfig();
    const handle = await openDatabase(config, (error) => console.error(error));
    try {
      await seedReferenceData(handle.db);
      await command(handle.db);
    } finally {
      await handle.close();
    }
  };
  run().catch((error: unknown) => {
    console.error(describeFailure(error));
    process.exitCode = 1;
  });
}
