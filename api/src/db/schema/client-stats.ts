import { bigint, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { clientSource, clientStatus } from './clients';

/**
 * The list's tiles (clients, balance, per status) for the whole book, and its totals for any
 * mix of status and source filters. Counting a million rows per request is too slow, so
 * statement-level triggers on `clients` (migrations 0002, 0008, 0010) keep these rows current.
 * A status and source have up to 16 rows, one per shard picked by the writing connection, so
 * concurrent creations lock different rows instead of queueing on one until each commits;
 * readers add the shards up.
 */
export const clientStats = pgTable(
  'client_stats',
  {
    status: clientStatus('status').notNull(),
    source: clientSource('source').notNull(),
    shard: smallint('shard').notNull().default(0),
    clientsCount: bigint('clients_count', { mode: 'number' }).notNull().default(0),
    balanceSum: numeric('balance_sum', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.status, table.source, table.shard] })],
);
