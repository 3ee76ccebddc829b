import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BackendName } from './options';
import { createThrowawayDatabase, type ThrowawayDatabase } from './postgres';

export interface BenchEnvironment {
  /** Variables for both the seeder and the server. */
  env: NodeJS.ProcessEnv;
  postgres?: ThrowawayDatabase;
  dispose(): Promise<void>;
}

/** A fresh DATA_DIR, plus a fresh PostgreSQL database for the postgres backend; both removed afterwards. */
export async function createEnvironment(backend: BackendName): Promise<BenchEnvironment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${backend}-`));
  const postgres = backend === 'postgres' ? await createThrowawayDatabase() : undefined;
  const dispose = async () => {
    process.off('SIGINT', interrupted);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Ctrl-C during an hour-long run must not leave a million-row database behind.
  const interrupted = () => void dispose().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  return { env: { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' }, postgres, dispose };
}
