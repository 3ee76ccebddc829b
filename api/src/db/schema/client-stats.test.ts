import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { migrationsFolder } from '../../paths';
import { backends, throwAwayDatabase, useTestApp, type Backend } from '../../test/test-app';
import { startPglite } from '../pglite-host';
import { clients, type ClientSource, type ClientStatus, type NewClient } from './clients';

type Db = ReturnType<typeof drizzle>;

const STATUSES: ClientStatus[] = ['pending', 'approved', 'active', 'rejected', 'inactive'];

/** Twelve clients of every status, alternating sources, with distinct balances. */
const someClients = (from: number): NewClient[] =>
  Array.from({ length: 12 }, (_, i) => ({
    name: 'عميل تجريبي',
    nationalId: `3000101${String(from + i).padStart(5, '0')}01`,
    phone1: `015${String(from + i).padStart(8, '0')}`,
    status: STATUSES[i % STATUSES.length],
    source: (i % 2 === 0 ? 'staff' : 'self_onboarding') as ClientSource,
    balance: `${(from + i) * 10}.25`,
  }));

/** The counters, shards added up, equal the clients grouped by status and source. */
async function expectExactCounters(db: Db) {
  const counters = await db.execute(sql`
    select status, source, sum(clients_count)::int as clients, sum(balance_sum)::numeric(18, 2)::text as balance from client_stats
    group by status, source having sum(clients_count) <> 0 or sum(balance_sum) <> 0 order by status, source`);
  const actual = await db.execute(sql`
    select status, source, count(*)::int as clients, sum(balance)::numeric(18, 2)::text as balance from clients
    group by status, source order by status, source`);
  expect(counters.rows).toEqual(actual.rows);
  return actual.rows;
}

describe.each(backends())('client_stats per status and source ($name)', (backend) => {
  const context = useTestApp(backend);
  const db = () => context.app.db as unknown as Db;
  let ids: number[];

  beforeAll(async () => {
    ids = (await db().insert(clients).values(someClients(1)).returning({ id: clients.id })).map((row) => row.id);
  });

  it('count a bulk insert', async () => {
    expect(await expectExactCounters(db())).toHaveLength(10);
  });

  it('follow changes of status, balance and source, one client or many at once', async () => {
    await db().update(clients).set({ status: 'rejected' }).where(eq(clients.id, ids[0]!));
    await expectExactCounters(db());
    await db()
      .update(clients)
      .set({ balance: sql`${clients.balance} + 7.5` })
      .where(inArray(clients.id, ids.slice(0, 6)));
    await expectExactCounters(db());
    await db().update(clients).set({ source: 'self_onboarding' }).where(eq(clients.id, ids[2]!));
    await expectExactCounters(db());
    await db()
      .update(clients)
      .set({ source: 'staff', status: 'active', balance: '1.00' })
      .where(inArray(clients.id, ids.slice(5, 10)));
    await expectExactCounters(db());
  });

  it('forget deleted clients, and all of them on truncate', async () => {
    await db()
      .delete(clients)
      .where(inArray(clients.id, [ids[1]!, ids[4]!, ids[11]!]));
    expect(await expectExactCounters(db())).not.toHaveLength(0);
    await db().execute(sql`truncate clients cascade`);
    expect(await expectExactCounters(db())).toEqual([]);
  });
});

/** A database of its own at migration `applied` (0-based, inclusive), for `migrate` to take further. */
async function databaseAt(backend: Backend, applied: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, applied + 1) }));
  const server = backend.name === 'postgres' ? await throwAwayDatabase() : undefined;
  const pglite = server ? undefined : await startPglite('memory://');
  const pool = server
    ? new Pool({ connectionString: server.url })
    : new Pool({ host: '127.0.0.1', port: pglite!.port, user: 'postgres', database: 'postgres', max: 1 });
  const db = drizzle({ client: pool });
  await migrate(db, { migrationsFolder: folder });
  rmSync(folder, { recursive: true, force: true });
  const close = async () => {
    await pool.end();
    await (server?.drop() ?? pglite?.stop());
  };
  return { db, close };
}

describe.each(backends())('migration 0010 on a populated database ($name)', (backend) => {
  it('rebuilds the counters per source from the clients, a row for every status and source', async () => {
    const { db, close } = await databaseAt(backend, 9);
    try {
      // Written in SQL: the schema of migration 0009 lacks columns added since (issue 16's version).
      const values = someClients(1).map(
        (client) => sql`(${client.name}, ${client.nationalId}, ${client.phone1}, ${client.status}, ${client.source}, ${client.balance})`,
      );
      await db.execute(sql`insert into clients (name, national_id, phone_1, status, source, balance) values ${sql.join(values, sql`, `)}`);
      await db.execute(sql`update clients set source = 'self_onboarding' where status = 'active'`);
      await migrate(db, { migrationsFolder });
      expect(await expectExactCounters(db)).toHaveLength(9);
      const rows = await db.execute(sql`select count(*)::int as rows from client_stats`);
      expect(rows.rows[0]).toEqual({ rows: 10 });
      await db.insert(clients).values(someClients(100));
      await expectExactCounters(db);
    } finally {
      await close();
    }
  });
});
