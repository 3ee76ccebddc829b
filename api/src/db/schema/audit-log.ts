import { bigserial, index, inet, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Issue 16 adds the two-factor events auditors look for. */
export const auditAction = pgEnum('audit_action', [
  'password_changed',
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
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_user_id_idx').on(t.userId, t.id)],
);

export type AuditAction = (typeof auditAction.enumValues)[number];
