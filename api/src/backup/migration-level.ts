import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Client } from 'pg';
import { OperatorError } from '../operator-error';
import { migrationsFolder } from '../paths';
import type { MigrationLevel } from './manifest';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

function readJournal(folder = migrationsFolder): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The newest migration this code ships. */
export function codeMigrationLevel(): MigrationLevel {
  const last = readJournal().entries.at(-1)!;
  return { index: last.idx, tag: last.tag, when: last.when };
}

/** The last migration drizzle applied to the database (issue 20: recorded in every backup). */
export async function currentMigrationLevel(client: Pick<Client, 'query'>): Promise<MigrationLevel> {
  const result = await client.query<{ created_at: string }>(
    'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(result.rows[0]?.created_at);
  const entry = readJournal().entries.find((candidate) => candidate.when === when);
  // Unknown to this code: a newer release migrated it; its tag is unknown, its time is not.
  return entry ? { index: entry.idx, tag: entry.tag, when } : { index: -1, tag: 'unknown (newer than this code)', when };
}

/** Refuses a backup taken by code with migrations this code does not have. */
export function assertRestorable(level: MigrationLevel): JournalEntry {
  const entry = readJournal().entries.find((candidate) => candidate.when === level.when);
  if (!entry) {
    const code = codeMigrationLevel();
    throw new OperatorError(
      `This backup's schema (migration ${level.tag}) is newer than this code's (${code.tag}); restore it with the release that made it.`,
    );
  }
  return entry;
}

/**
 * A copy of the migrations folder that stops at `level`: the data goes into the schema it
 * was dumped from, and later migrations (which may move data) run over it afterwards.
 */
export function migrationsUpTo(level: MigrationLevel): { folder: string } {
  const journal = readJournal();
  const folder = mkdtempSync(path.join(tmpdir(), 'restore-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.filter((entry) => entry.when <= level.when);
  for (const entry of entries) cpSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return { folder };
}
