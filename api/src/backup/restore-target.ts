import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { Client } from 'pg';
import { startPglite } from '../db/pglite-host';
import { copyIn } from './copy-protocol';

/** Issue 20: the database a backup is restored into, PostgreSQL or the embedded PGlite. */
export interface RestoreTarget {
  kind: 'postgres' | 'pglite';
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** `copy <table> (<columns>) from …` with the given COPY text data. */
  copyIn(table: string, columns: string[], body: AsyncIterable<Buffer>): Promise<void>;
  migrate(folder: string): Promise<void>;
  /** Tables and rows now there: what a forced restore replaces. */
  describeContents(): Promise<{ tables: number; rows: number }>;
  /** Empties it (forced restore); the migrations then build the schema again. */
  wipe(): Promise<void>;
  close(): Promise<void>;
}

const CONTENTS = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`;

async function describe(target: Pick<RestoreTarget, 'query'>) {
  const tables = await target.query<{ name: string }>(CONTENTS);
  const counts = await target.query<{ rows: string }>(
    `select coalesce(sum(c.reltuples::bigint) filter (where c.reltuples > 0), 0)::text as rows
       from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
  );
  return { tables: tables.length, rows: Number(counts[0]?.rows ?? 0) };
}

export async function postgresTarget(url: string): Promise<RestoreTarget> {
  const client = new Client({ connectionString: url });
  await client.connect();
  const target: RestoreTarget = {
    kind: 'postgres',
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    copyIn: (table, columns, body) => copyIn(client, `copy public.${table} (${columns.join(', ')}) from stdin`, body),
    migrate: (folder) => migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder }),
    describeContents: () => describe(target),
    async wipe() {
      await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
    },
    close: () => client.end(),
  };
  return target;
}

/**
 * COPY FROM STDIN does not pass pglite-socket, and PGlite runs only in a worker thread (as
 * the server runs it), so the rows go to the worker as blobs of whole lines, into the same
 * session (and transaction) the pg client drives through the socket.
 */
const BLOB_BYTES = 16 << 20;

export async function pgliteTarget(dataDir: string): Promise<RestoreTarget> {
  // The same lock the server takes: no restore under a running server's feet.
  const host = await startPglite(dataDir);
  const client = new Client({ host: '127.0.0.1', port: host.port, user: 'postgres', database: 'postgres' });
  try {
    await client.connect();
  } catch (error) {
    await host.stop();
    throw error;
  }
  const copyBlob = (table: string, columns: string[], data: Buffer) => {
    return host.copyFromBlob(`copy public.${table} (${columns.join(', ')}) from '/dev/blob'`, data);
  };
  const target: RestoreTarget = {
    kind: 'pglite',
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    async copyIn(table, columns, body) {
      // Whole lines only in each blob: the text format ends every row with a newline.
      let pending: Buffer[] = [];
      let length = 0;
      for await (const chunk of body) {
        pending.push(chunk);
        length += chunk.length;
        if (length < BLOB_BYTES) continue;
        const joined = Buffer.concat(pending);
        const cut = joined.lastIndexOf(10) + 1;
        if (cut === 0) continue;
        await copyBlob(table, columns, joined.subarray(0, cut));
        pending = [joined.subarray(cut)];
        length = pending[0]!.length;
      }
      if (length > 0) await copyBlob(table, columns, Buffer.concat(pending));
    },
    migrate: (folder) => migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder }),
    describeContents: () => describe(target),
    async wipe() {
      await client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
    },
    async close() {
      await client.end();
      await host.stop();
    },
  };
  return target;
}
