import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../paths';
import { throwAwayDatabase } from '../test/test-app';
import { openDatabase, type DatabaseHandle } from './database';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) console.warn('TEST_DATABASE_URL is not set: skipping the concurrent migration test.');

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

/** Every column of the application's schema, as one comparable list. */
async function schemaOf(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = await handle.db.$client.query<{ column: string }>(
    `select table_name || '.' || column_name || ' ' || data_type as column
       from information_schema.columns where table_schema = 'public' order by 1`,
  );
  return rows.map(({ column }) => column);
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const { rows } = await handle.db.$client.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
  return Number(rows[0]!.count);
}

/** API processes started together on a new database, each with its own connections. */
(serverUrl ? describe : describe.skip)('migrations started together on an empty PostgreSQL database', () => {
  const PROCESSES = 3;

  it('all succeed, apply each migration once and leave the same schema as one process alone', async () => {
    const [together, alone] = await Promise.all([throwAwayDatabase(), throwAwayDatabase()]);
    const handles: DatabaseHandle[] = [];
    const open = async (url: string) => {
      const handle = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://' }, () => undefined);
      handles.push(handle);
      return handle;
    };
    try {
      const outcomes = await Promise.allSettled(Array.from({ length: PROCESSES }, () => open(together.url)));
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'))).toEqual(
        Array(PROCESSES).fill('ok'),
      );
      const reference = await open(alone.url);
      expect(await appliedMigrations(handles[0]!)).toBe(journal.entries.length);
      expect(await schemaOf(handles[0]!)).toEqual(await schemaOf(reference));
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await Promise.all([together.drop(), alone.drop()]);
    }
  });
});
