import type { Queryable } from '../../db/database';
import { auditLog, type AuditAction } from '../../db/schema';

export interface AuditEntry {
  userId: number;
  action: AuditAction;
  ip: string | null;
  userAgent: string | null;
  /** What the event concerned (issue 16: an export's resource, filters and row count). */
  details?: Record<string, unknown>;
}

export function auditLogRepository(db: Queryable) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values(entry);
    },
  };
}
