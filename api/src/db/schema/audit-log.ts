import { bigserial, index, inet, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Issue 16 adds the export and two-factor events auditors look for (in the order the migrations added them). */
export const auditAction = pgEnum('audit_action', [
  'password_changed',
  'data_exported',
  'two_factor_enabled',
  'two_factor_disabled',
  'recovery_codes_regenerated',
  'recovery_code_used',
]);

/** Security events of a staff account: what happened, to whom, and from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: auditAction('action').notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    /** What the event concerned, e.g. an export's resource, filters and row count (issue 16). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // By action too: auditors ask "every export this month" without reading every sign-in event.
  (t) => [index('audit_log_user_id_idx').on(t.userId, t.id), index('audit_log_action_idx').on(t.action, t.id)],
);

export type AuditAction = (typeof auditAction.enumValues)[number];
