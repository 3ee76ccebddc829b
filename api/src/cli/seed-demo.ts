import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { insertFakeClients } from '../db/seed/fake-clients';
import { users } from '../db/schema';
import { runCli, UsageError } from './run-cli';

const USAGE = 'usage: npm run seed:demo -- --clients <count>';

export function parseSeedDemo(args: string[]): { clients: number } {
  const { values } = parseArgs({ args, options: { clients: { type: 'string' } } });
  const clients = Number(values.clients);
  if (!Number.isInteger(clients) || clients < 1 || clients > 10_000_000) {
    throw new UsageError(`--clients must be a whole number from 1 to 10000000\n${USAGE}`);
  }
  return { clients };
}

/** Bulk realistic clients (load tests, demos): a million takes minutes. */
if (require.main === module) {
  runCli(async (db) => {
    const { clients } = parseSeedDemo(process.argv.slice(2));
    const [agent] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'agent')).orderBy(asc(users.id)).limit(1);
    const started = Date.now();
    const inserted = await insertFakeClients(db, {
      count: clients,
      createdBy: agent?.id ?? null,
      onProgress: (done) => console.log(`${done.toLocaleString('en')} / ${clients.toLocaleString('en')} clients`),
    });
    console.log(`Inserted ${inserted.toLocaleString('en')} clients in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  });
}
