import type { AuditRecordType } from '@back-office/shared/contract/enums';
import type { Queryable } from '../../db/database';
import { auditLog, type AuditAction } from '../../db/schema';

/** What an audited event was done to (issue 17: "on which record"). */
export type { AuditRecordType };

export interface AuditEntry {
  /** Who acted; null when nobody known did (a failed log-in to an unknown address). */
  userId: number | null;
  action: AuditAction;
  ip: string | null;
  userAgent: string | null;
  recordType?: AuditRecordType;
  recordId?: string | number;
  /** The rest: old → new values of a change, an export's resource, filters and row count. */
  details?: Record<string, unknown>;
}

/** The audit trail is append-only (migration 0017 refuses UPDATE, DELETE and TRUNCATE), so this only inserts. */
export function auditLogRepository(db: Queryable) {
  return {
    async record(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({ ...entry, recordId: entry.recordId === undefined ? undefined : String(entry.recordId) });
    },
  };
}
