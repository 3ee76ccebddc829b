import { AUDIT_EVENT_KINDS } from '@back-office/shared/contract/enums';
import { bigserial, index, inet, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * What an audit entry records. Issue 16 added the export and two-factor events; issue 17 every
 * other security and administrative event (log-in to log-out, staff accounts, settings,
 * reference data). The list is the contract's (`AUDIT_EVENT_KINDS`); Postgres only appends to an
 * enum, so its order is the order of the migrations.
 */
export const auditAction = pgEnum('audit_action', AUDIT_EVENT_KINDS);

/**
 * Issue 17: the audit trail. Append-only: migration 0017's triggers refuse UPDATE, DELETE and
 * TRUNCATE, whoever asks. `user_id` is who acted (null when nobody known did: a failed log-in
 * to an unknown address); `record_type`/`record_id` what it was done to (a staff account, a
 * setting, a reference item); `details` the rest (old → new values, an export's filters).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id),
    action: auditAction('action').notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    recordType: text('record_type'),
    recordId: text('record_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // By action too: auditors ask "every export this month" without reading every sign-in event.
  (t) => [
    index('audit_log_user_id_idx').on(t.userId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.id),
    // Issue 17: a date range of the audit list becomes an id range read off this (decision 0018).
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
  ],
);

export type AuditAction = (typeof auditAction.enumValues)[number];
