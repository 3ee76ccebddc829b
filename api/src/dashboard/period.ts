import type { DashboardQuery } from '@back-office/shared/contract';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import type { DashboardDays } from '../repositories/dashboard/dashboard-repository';

/** Issue 18: a custom period is at most a year, leap day included. */
export const MAX_PERIOD_DAYS = 366;
/** Longer periods chart decisions per week (Sunday first) instead of per day. */
export const MAX_DAILY_DAYS = 31;

const DAY_MS = 86_400_000;
const PRESET_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;
const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Cairo calendar day `now` falls on, as YYYY-MM-DD. */
export const cairoToday = (now: Date) => cairoDay.format(now);

/** Days counted on the calendar (UTC noon-free arithmetic on date strings, so no zone or DST shifts them). */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** A real calendar day (the schema checks only its shape), as its day number; null when impossible. */
function parseDay(day: string): number | null {
  const n = dayNumber(day);
  return Number.isFinite(n) && dayOf(n) === day ? n : null;
}

export interface DashboardPeriod extends DashboardDays {
  days: number;
}

/**
 * The period a dashboard query names: a preset ending today in Cairo, or a custom range of
 * whole days. What the schema cannot see (an impossible date, a reversed or too long range, a
 * range without `custom`) is a 422 on its field.
 */
export function periodOf(query: DashboardQuery, now: Date): DashboardPeriod {
  const period = query.period ?? '30d';
  const errors: Record<string, FieldMessage[]> = {};
  let first: number;
  let last: number;
  if (period === 'custom') {
    const from = query.from === undefined ? undefined : parseDay(query.from);
    const to = query.to === undefined ? undefined : parseDay(query.to);
    if (from === undefined) errors.from = ['common.fieldRequired'];
    else if (from === null) errors.from = [{ key: 'invalidValue' }];
    if (to === undefined) errors.to = ['common.fieldRequired'];
    else if (to === null) errors.to = [{ key: 'invalidValue' }];
    if (typeof from === 'number' && typeof to === 'number') {
      if (to < from) errors.to = [{ key: 'dashboardRangeReversed' }];
      else if (to - from + 1 > MAX_PERIOD_DAYS) errors.to = [{ key: 'dashboardRangeTooLong' }];
    }
    if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
    first = from as number;
    last = to as number;
  } else {
    for (const field of ['from', 'to'] as const) if (query[field] !== undefined) errors[field] = [{ key: 'dashboardRangeCustomOnly' }];
    if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
    last = dayNumber(cairoToday(now));
    first = last - PRESET_DAYS[period] + 1;
  }
  const days = last - first + 1;
  return {
    from: dayOf(first),
    to: dayOf(last),
    previousFrom: dayOf(first - days),
    previousTo: dayOf(first - 1),
    days,
    weekly: days > MAX_DAILY_DAYS,
  };
}

/** Every day (or Sunday-first week) of the period, so a chart has a bar for each, zero or not. */
export function bucketsOf(period: DashboardPeriod): string[] {
  const first = dayNumber(period.from);
  const last = dayNumber(period.to);
  // 1970-01-01 was a Thursday: day n is a Sunday when (n + 4) % 7 === 0.
  const start = period.weekly ? first - ((first + 4) % 7) : first;
  const step = period.weekly ? 7 : 1;
  const days: string[] = [];
  for (let n = start; n <= last; n += step) days.push(dayOf(n));
  return days;
}
