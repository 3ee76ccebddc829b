import { MAX_LENGTH } from '@back-office/shared/rules/field-limits';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { limitRequestActions } from './limit-request-actions';
import { limitRequestReference } from './limit-requests';
import { users } from './users';

/** What a log entry records: the request's creation, an edit of it, or a workflow action. */
export const LIMIT_REQUEST_LOG_EVENTS = ['created', 'updated', 'action'] as const;
export type LimitRequestLogEvent = (typeof LIMIT_REQUEST_LOG_EVENTS)[number];

/**
 * One changed term as stored: references keep their ids, so the log names them in the reader's
 * language when it is read (issue 15). Amounts, tenure and statuses are stored as written.
 */
export interface StoredLogChange {
  field: string;
  old: string | null;
  new: string | null;
}

/** The activity log: every step of a request (created, edited, each action), by whom, what it changed. */
export const limitRequestLogs = pgTable(
  'limit_request_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    limitRequestId: limitRequestReference(),
    // Null for 'created' and 'updated', which are no workflow action (issue 15).
    actionId: integer('action_id').references(() => limitRequestActions.id),
    event: text('event').$type<LimitRequestLogEvent>().notNull().default('action'),
    actedBy: integer('acted_by').references(() => users.id),
    assignedTo: integer('assigned_to').references(() => users.id),
    changes: jsonb('changes').$type<StoredLogChange[]>().notNull().default([]),
    /** The note written with an approve or reject (issue 15). */
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    index('limit_request_logs_limit_request_id_idx').on(t.limitRequestId, t.id),
    // Issue 16: as the shared rules (field-limits.ts); NOT VALID in the migration, so older rows stay.
    check('limit_request_logs_comment_length', sql`char_length(${t.comment}) <= ${sql.raw(String(MAX_LENGTH.comment))}`),
    check('limit_request_logs_event_known', sql`${t.event} in ('created', 'updated', 'action')`),
    check('limit_request_logs_action_of_event', sql`(${t.event} = 'action') = (${t.actionId} is not null)`),
  ],
);
