import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Client } from 'pg';
import { copyOut } from './copy-protocol';
import type { DatabaseManifest, MigrationLevel, SequenceValue, TableDump } from './manifest';
import { currentMigrationLevel } from './migration-level';

/** Tables of the public schema, each after the tables its foreign keys point at (issue 20). */
export async function tablesInDependencyOrder(client: Client): Promise<{ name: string; columns: string[] }[]> {
  const tables = await client.query<{ name: string; columns: string[] }>(
    `select c.relname as name,
            array(select quote_ident(a.attname) from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
                  order by a.attnum) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
      order by c.relname`,
  );
  const edges = await client.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent
       from pg_constraint k
       join pg_class child on child.oid = k.conrelid
       join pg_class parent on parent.oid = k.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const parents = new Map(tables.rows.map(({ name }) => [name, new Set<string>()]));
  for (const { child, parent } of edges.rows) parents.get(child)?.add(parent);
  const ordered: { name: string; columns: string[] }[] = [];
  const placed = new Set<string>();
  // Kahn's algorithm, alphabetical among equals so two dumps of one schema list tables alike;
  // a cycle (none today) is broken by taking the rest alphabetically, restore disables triggers anyway.
  while (ordered.length < tables.rows.length) {
    const ready = tables.rows.filter(({ name }) => !placed.has(name) && [...parents.get(name)!].every((parent) => placed.has(parent)));
    const next = ready.length > 0 ? ready : tables.rows.filter(({ name }) => !placed.has(name)).slice(0, 1);
    for (const table of next) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

/** Every key of a stored file the database references: any `storage_key` column of the public schema. */
export async function referencedStorageKeys(client: Client): Promise<string[]> {
  const columns = await client.query<{ table: string }>(
    `select quote_ident(c.table_name) as table from information_schema.columns c
      where c.table_schema = 'public' and c.column_name = 'storage_key' order by c.table_name`,
  );
  if (columns.rows.length === 0) return [];
  const union = columns.rows.map(({ table }) => `select storage_key from ${table}`).join(' union ');
  const keys = await client.query<{ storage_key: string }>(`select storage_key from (${union}) k order by storage_key`);
  return keys.rows.map((row) => row.storage_key);
}

export async function sequenceValues(client: Client): Promise<SequenceValue[]> {
  const result = await client.query<{ name: string; value: string | null }>(
    `select quote_ident(sequencename) as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
  );
  return result.rows.map(({ name, value }) => ({ name, value }));
}

export async function tableCounts(client: Client, tables: { name: string }[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const result = await client.query<{ count: string }>(`select count(*) as count from public.${quoteIdent(name)}`);
    counts[name] = Number(result.rows[0]!.count);
  }
  return counts;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Writes `copy … to stdout` into a file, counting rows (one line each in the text format). */
async function copyTableToFile(client: Client, table: { name: string; columns: string[] }, file: string): Promise<TableDump> {
  const out = createWriteStream(file, { mode: 0o600 });
  let rows = 0;
  let bytes = 0;
  let draining: Promise<void> | undefined;
  const opened = new Promise<void>((resolve, reject) => out.once('open', () => resolve()).once('error', reject));
  await opened;
  await copyOut(client, `copy public.${quoteIdent(table.name)} (${table.columns.join(', ')}) to stdout`, (chunk) => {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
    // One wait for all chunks that arrive while the file catches up (they come in bursts).
    if (out.write(chunk) && !draining) return true;
    draining ??= new Promise<void>((resolve) =>
      out.once('drain', () => {
        draining = undefined;
        resolve();
      }),
    );
    return draining;
  });
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return { name: table.name, columns: table.columns, rows, bytes, entry: `database/tables/${table.name}.copy` };
}

export interface LogicalDump {
  database: DatabaseManifest;
  storageKeys: string[];
  /** Entry name → spooled file, in archive order. */
  spooled: { entry: string; file: string }[];
}

/**
 * Issue 20: the logical dump through the driver, every table and sequence read in ONE
 * `repeatable read read only` transaction, so they are one moment of the database; the
 * stored files' keys come from the same snapshot. Writers carry on meanwhile (MVCC).
 */
export async function logicalDump(client: Client, spoolDir: string, kind: 'postgres' | 'pglite'): Promise<LogicalDump> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const migration: MigrationLevel = await currentMigrationLevel(client);
    const tables = await tablesInDependencyOrder(client);
    const storageKeys = await referencedStorageKeys(client);
    const dumps: TableDump[] = [];
    const spooled: { entry: string; file: string }[] = [];
    for (const [index, table] of tables.entries()) {
      const file = path.join(spoolDir, `${String(index).padStart(4, '0')}.copy`);
      const dump = await copyTableToFile(client, table, file);
      dumps.push(dump);
      spooled.push({ entry: dump.entry, file });
    }
    const sequences = await sequenceValues(client);
    await client.query('commit');
    const counts = Object.fromEntries(dumps.map(({ name, rows }) => [name, rows]));
    return { database: { kind, method: 'logical', migration, tables: dumps, sequences, counts }, storageKeys, spooled };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
