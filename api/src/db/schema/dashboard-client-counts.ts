import { bigint, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/** Issue 18: an agent's own clients count on the dashboard, kept by triggers on clients (migration 0023), sharded as client_stats. */
export const dashboardClientCounts = pgTable(
  'dashboard_client_counts',
  {
    createdBy: integer('created_by').notNull().default(0),
    shard: smallint('shard').notNull().default(0),
    clientsCount: bigint('clients_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.createdBy, t.shard] })],
);
