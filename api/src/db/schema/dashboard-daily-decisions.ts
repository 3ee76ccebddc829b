import { bigint, boolean, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';

/**
 * Issue 18: decisions per Cairo day of `decided_at`, decider and outcome, as a histogram of the
 * hours from creation to decision in fixed log-scale buckets (dashboard_duration_bucket,
 * migration 0023), so medians and 90th percentiles are read from bucket counts. The decider of
 * an approval is its first reviewer (approved_by), of a rejection the assignee; 0 for nobody.
 */
export const dashboardDailyDecisions = pgTable(
  'dashboard_daily_decisions',
  {
    day: date('day').notNull(),
    deciderId: integer('decider_id').notNull().default(0),
    approved: boolean('approved').notNull(),
    bucket: smallint('bucket').notNull(),
    decisions: bigint('decisions', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.deciderId, t.approved, t.bucket] })],
);
