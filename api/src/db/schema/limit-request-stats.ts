import { bigint, pgTable } from 'drizzle-orm/pg-core';
import { limitDecisionStatus } from './limit-requests';

/**
 * Requests per decision status, kept by statement-level triggers on limit_requests
 * (migration 0005): counting 200,000 rows for every unfiltered list page would scan them all.
 */
export const limitRequestStats = pgTable('limit_request_stats', {
  decisionStatus: limitDecisionStatus('decision_status').primaryKey(),
  requestsCount: bigint('requests_count', { mode: 'number' }).notNull().default(0),
});
