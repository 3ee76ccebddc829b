import type { LimitRequestLogEntry } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import type { Queryable } from '../db/database';
import { translate } from '../i18n/translate';
import { limitRequestLogsRepository, type LogRow } from '../repositories/limit-requests/limit-request-logs-repository';
import {
  limitRequestReferenceNamesRepository,
  type NamedTerm,
} from '../repositories/limit-requests/limit-request-reference-names-repository';
import { isReferenceTerm, kindOf } from './log-changes';

/** The ids the entries point at, per field, so each table is read once. */
function referencedIds(rows: LogRow[]): Partial<Record<NamedTerm, number[]>> {
  const ids: Partial<Record<NamedTerm, Set<number>>> = {};
  for (const change of rows.flatMap((row) => row.changes))
    if (isReferenceTerm(change.field))
      for (const value of [change.old, change.new]) if (value !== null) (ids[change.field] ??= new Set()).add(Number(value));
  return Object.fromEntries(Object.entries(ids).map(([field, set]) => [field, [...set]]));
}

/** One row of the activity log, references named, as the log route and the details send it. */
function toLogEntry(row: LogRow, names: Map<string, string>, language: Language): LimitRequestLogEntry {
  const named = (field: string, value: string | null) =>
    value === null || !isReferenceTerm(field) ? value : (names.get(`${field}:${value}`) ?? null);
  const changes: LimitRequestLogEntry['changes'] = row.changes.map((change) => ({
    field: change.field,
    old: named(change.field, change.old),
    new: named(change.field, change.new),
    kind: kindOf(change.field),
  }));
  const actionName =
    row.event === 'created'
      ? translate(language, 'limitRequestLogCreated')
      : row.event === 'updated'
        ? translate(language, 'limitRequestLogUpdated')
        : (row.actionName ?? '');
  return {
    id: row.id,
    action_name: actionName,
    date: row.date.toISOString(),
    action_by: row.actionBy,
    assigned_to: row.assignedTo,
    changes,
    comment: row.comment,
  };
}

/**
 * The activity log of one request in `language`: ids are named when read, so switching the
 * language renames merchants, products and the rest (issue 15).
 */
export async function activityLog(db: Queryable, limitRequestId: number, language: Language): Promise<LimitRequestLogEntry[]> {
  const rows = await limitRequestLogsRepository(db).history(limitRequestId, language);
  const names = await limitRequestReferenceNamesRepository(db, language).names(referencedIds(rows));
  return rows.map((row) => toLogEntry(row, names, language));
}
