import type { AuditEventFilters, AuditEventsQuery } from '@back-office/shared/contract';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import type { AuditEventSearch } from '../repositories/audit/audit-events-repository';

/** Issue 17: the audit list's dates are Cairo's, as the staff who read it live there (SPEC). */
const ZONE = 'Africa/Cairo';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far Cairo's clock is ahead of UTC at `instant`, in milliseconds. */
function cairoOffset(instant: number): number {
  const parts = Object.fromEntries(zoneParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(instant / 1000) * 1000;
}

/**
 * The first instant of a Cairo day. Twice round, so a day whose midnight the summer-time change
 * skips (Egypt moves 00:00 to 01:00) starts at the change itself.
 */
export function cairoDayStart(day: string): Date | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(year, month - 1, date);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  const first = midnight - cairoOffset(midnight);
  return new Date(midnight - cairoOffset(first));
}

/** The next calendar day of `day` (YYYY-MM-DD). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** `from`: a day's start or the instant; `to`: the end of a day (start of the next) or the instant. Null when not a real date. */
function boundOf(value: string, end: boolean): Date | null {
  if (DAY.test(value)) {
    const start = cairoDayStart(value);
    return start && end ? cairoDayStart(nextDay(value)) : start;
  }
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** The opaque cursor: the last entry's id, so the next page starts below it (keyset, decision 0018). */
export const encodeCursor = (id: number) => Buffer.from(`a:${id}`).toString('base64url');

function decodeCursor(cursor: string): number | null {
  const match = /^a:([1-9]\d{0,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The list's and the export's filters as the repository takes them. Bad values the schema
 * cannot see (an impossible date, a reversed range, a forged cursor) are 422 on their field.
 */
export function auditSearchOf(query: AuditEventFilters & Pick<AuditEventsQuery, 'cursor'>): AuditEventSearch {
  const errors: Record<string, FieldMessage[]> = {};
  const from = query.from === undefined ? undefined : boundOf(query.from, false);
  const to = query.to === undefined ? undefined : boundOf(query.to, true);
  if (from === null) errors.from = [{ key: 'invalidValue' }];
  if (to === null) errors.to = [{ key: 'invalidValue' }];
  if (from && to && from.getTime() >= to.getTime()) errors.to = [{ key: 'auditRangeReversed' }];
  if (query.record_id !== undefined && query.record_type === undefined) errors.record_type = ['common.fieldRequired'];
  const before = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  if (before === null) errors.cursor = [{ key: 'auditCursorInvalid' }];
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
  return {
    userId: query.user_id,
    actions: [...new Set(query.action ?? [])],
    recordType: query.record_type,
    recordId: query.record_id,
    from: from ?? undefined,
    to: to ?? undefined,
    before: before ?? undefined,
  };
}
