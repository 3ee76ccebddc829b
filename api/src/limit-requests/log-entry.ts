import type { LimitRequestLogEntry } from '@back-office/shared/contract';

interface LogRow {
  id: number;
  actionName: string;
  date: Date;
  actionBy: string | null;
  assignedTo: string | null;
}

/** One row of the activity log, as the log route and the details send it. */
export const toLogEntry = (log: LogRow): LimitRequestLogEntry => ({
  id: log.id,
  action_name: log.actionName,
  date: log.date.toISOString(),
  action_by: log.actionBy,
  assigned_to: log.assignedTo,
});
