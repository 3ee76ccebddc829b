import { toWireDate, validateLimitRequestFilters } from '@back-office/shared/rules';

/** Rule keys (namespace `rules`) broken by the filters; the first per field is shown (SPEC §8). */
export interface FilterErrors {
  dateFrom?: string;
  dateTo?: string;
  codes?: string;
}

export interface CheckedFilters {
  codes: string[];
  dateFrom: string;
  dateTo: string;
}

/**
 * The user's own calendar day, at UTC midnight as the rules compare days: an agent in Cairo
 * picking today just after midnight must not be told it is in the future.
 */
export function localToday(now = new Date()): Date {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
}

/** Today as the date pickers write it, for their `max`. */
export const localTodayIso = (now = new Date()): string => toWireDate(localToday(now));

/** SPEC §5 list filters, by the same rules the API applies, so the browser and the server agree. */
export function filterErrors({ codes, dateFrom, dateTo }: CheckedFilters, now = new Date()): FilterErrors {
  const errors = validateLimitRequestFilters({ request_codes: codes, date_from: dateFrom, date_to: dateTo }, localToday(now));
  return { dateFrom: errors.date_from?.[0], dateTo: errors.date_to?.[0], codes: errors.request_codes?.[0] };
}

export function hasFilterErrors(errors: FilterErrors): boolean {
  return Boolean(errors.dateFrom || errors.dateTo || errors.codes);
}
