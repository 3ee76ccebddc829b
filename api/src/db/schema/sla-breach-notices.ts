import { pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { limitRequestReference } from './limit-requests';

/**
 * Issue 18: an SLA breach is notified once per stage entry; the sweep's insert (on conflict do
 * nothing) is what decides, so two processes sweeping together cannot notify twice.
 */
export const slaBreachNotices = pgTable(
  'sla_breach_notices',
  {
    limitRequestId: limitRequestReference(),
    stageEnteredAt: timestamp('stage_entered_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.limitRequestId, t.stageEnteredAt] })],
);
