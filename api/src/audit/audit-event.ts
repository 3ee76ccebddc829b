import type { AuditEvent } from '@back-office/shared/contract';
import type { AuditEventRow } from '../repositories/audit/audit-events-repository';

/** One row as the wire carries it (issue 17). */
export const toAuditEvent = (row: AuditEventRow): AuditEvent => ({
  id: Number(row.id),
  at: new Date(row.created_at).toISOString(),
  action: row.action,
  who: row.user_id === null ? null : { id: row.user_id, name: row.who_name ?? '', email: row.who_email ?? '' },
  ip: row.ip,
  user_agent: row.user_agent,
  record_type: row.record_type,
  record_id: row.record_id,
  record_label: row.record_label,
  details: row.details,
});
