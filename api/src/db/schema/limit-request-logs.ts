import { bigserial, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { limitRequestActions } from './limit-request-actions';
import { limitRequestReference } from './limit-requests';
import { users } from './users';

/** The activity log: every action run on a request, by whom, and to whom it was assigned. */
export const limitRequestLogs = pgTable(
  'limit_request_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    limitRequestId: limitRequestReference(),
    actionId: integer('action_id')
      .notNull()
      .references(() => limitRequestActions.id),
    actedBy: integer('acted_by').references(() => users.id),
    assignedTo: integer('assigned_to').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('limit_request_logs_limit_request_id_idx').on(t.limitRequestId, t.id)],
);
