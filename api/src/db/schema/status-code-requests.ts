import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Issue 19: every request for a status code, by the mobile number asked for, whether or not it
 * matched an application: the per-number limit counts these in the database (so it holds across
 * processes) and answers the same either way, telling nothing about who applied. Rows older than a
 * day are pruned by the statement that adds one.
 */
export const statusCodeRequests = pgTable(
  'status_code_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('status_code_requests_mobile_idx').on(t.mobile, t.requestedAt)],
);
