import { bigint, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { limitRequestStatus } from './limit-requests';

/**
 * Issue 18: open requests, the queue and each person's open work without counting
 * limit_requests on every dashboard view. Statement-level triggers (migration 0023) keep a
 * count per status, assignee and creator (0 for nobody); a combination has up to 8 rows, one
 * per shard picked by the writing connection, so concurrent writers do not queue on one row.
 */
export const dashboardRequestCounts = pgTable(
  'dashboard_request_counts',
  {
    requestStatus: limitRequestStatus('request_status').notNull(),
    assignedTo: integer('assigned_to').notNull().default(0),
    createdBy: integer('created_by').notNull().default(0),
    shard: smallint('shard').notNull().default(0),
    requestsCount: bigint('requests_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.requestStatus, t.assignedTo, t.createdBy, t.shard] })],
);
