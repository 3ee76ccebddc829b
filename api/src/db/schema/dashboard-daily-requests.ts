import { bigint, date, integer, numeric, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Issue 18: the dashboard's per-day rollup of requests by the Cairo day they were created, one
 * row set per breakdown (`dimension`: 1 merchant, 2 product, 3 branch, 4 creator, key 0 for
 * nobody), so a period's top 10 and totals add up at most days × keys × shards rows instead of
 * scanning limit_requests. `approvals` and `approved_sum` count the requests created that day
 * that are decided approved (decision status approved or closed). Kept by statement-level
 * triggers (migration 0023). Not sharded: a row is one day's merchant (or product, branch,
 * agent), so only creations for the same key on the same day wait on each other, and shards
 * would multiply the rows a 90-day view adds up.
 */
export const dashboardDailyRequests = pgTable(
  'dashboard_daily_requests',
  {
    day: date('day').notNull(),
    dimension: smallint('dimension').notNull(),
    keyId: integer('key_id').notNull(),
    requests: bigint('requests', { mode: 'number' }).notNull().default(0),
    approvals: bigint('approvals', { mode: 'number' }).notNull().default(0),
    requestedSum: numeric('requested_sum', { precision: 18, scale: 2 }).notNull().default('0'),
    approvedSum: numeric('approved_sum', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.keyId] })],
);
