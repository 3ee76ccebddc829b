import { parseArgs } from 'node:util';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, type UserRole } from '../db/schema';
import { seedDemo } from '../seed/demo';
import { insertFakeAuditEvents } from '../seed/fake-audit-events';
import { insertFakeClients } from '../seed/fake-clients';
import { insertFakeLimitRequests } from '../seed/fake-limit-requests';
import { runCli, UsageError } from './run-cli';

const USAGE = 'usage: npm run seed:demo -- --clients <count> [--limit-requests <count>] [--audit-events <count>]';
const MAX = 10_000_000;

function count(value: string | undefined, name: string, min: number): number {
  const parsed = Number(value);
  if (Number.isInteger(parsed) && parsed >= min && parsed <= MAX) return parsed;
  throw new UsageError(`--${name} must be a whole number from ${min} to ${MAX}\n${USAGE}`);
}

export function parseSeedDemo(args: string[]): { clients: number; limitRequests: number; auditEvents?: number } {
  const { values } = parseArgs({
    args,
    options: { clients: { type: 'string' }, 'limit-requests': { type: 'string' }, 'audit-events': { type: 'string' } },
  });
  return {
    clients: count(values.clients, 'clients', 1),
    limitRequests: values['limit-requests'] === undefined ? 0 : count(values['limit-requests'], 'limit-requests', 0),
    // Issue 17's benchmark: the audit list at 5 million entries.
    auditEvents: values['audit-events'] === undefined ? undefined : count(values['audit-events'], 'audit-events', 0),
  };
}

async function firstUserId(db: Database, role: UserRole): Promise<number | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.role, role)).orderBy(asc(users.id)).limit(1);
  return user?.id ?? null;
}

/** Bulk realistic clients and limit requests (load tests, demos): a million takes minutes. */
if (require.main === module) {
  runCli(async (db) => {
    const { clients, limitRequests, auditEvents = 0 } = parseSeedDemo(process.argv.slice(2));
    // The demo staff too (once), so a fresh PostgreSQL database can be signed in to like the embedded one.
    await seedDemo(db);
    const createdBy = await firstUserId(db, 'agent');
    const started = Date.now();
    const inserted = await insertFakeClients(db, {
      count: clients,
      createdBy,
      onProgress: (done) => console.log(`${done.toLocaleString('en')} / ${clients.toLocaleString('en')} clients`),
    });
    console.log(`Inserted ${inserted.toLocaleString('en')} clients in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    if (limitRequests > 0) {
      await insertFakeLimitRequests(db, { count: limitRequests, createdBy, riskUserId: await firstUserId(db, 'risk') });
      console.log(
        `Inserted ${limitRequests.toLocaleString('en')} limit requests in ${((Date.now() - started) / 1000).toFixed(1)} s in all.`,
      );
    }
    if (auditEvents > 0) {
      await insertFakeAuditEvents(db, {
        count: auditEvents,
        onProgress: (done) => console.log(`${done.toLocaleString('en')} / ${auditEvents.toLocaleString('en')} audit entries`),
      });
      await db.execute(sql.raw('vacuum (analyze) audit_log'));
    }
    // As after any bulk load: autovacuum may be off (PGlite has none), and until a vacuum marks
    // the new pages all-visible, index-only scans still visit the table.
    for (const table of ['clients', 'client_addresses', 'limit_requests']) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
    console.log(`Vacuumed and analysed in ${((Date.now() - started) / 1000).toFixed(1)} s in all.`);
  });
}
