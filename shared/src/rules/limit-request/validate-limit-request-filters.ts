import { parseWireDate, startOfDay } from '../client/wire-date';
import { addError, type FieldErrors } from '../types';
import { MAX_REQUEST_CODES } from './limit-request-values';

/** The list's filter panel, dates as ISO `YYYY-MM-DD`. */
export interface LimitRequestFilterValues {
  request_codes?: readonly unknown[];
  date_from?: unknown;
  date_to?: unknown;
}

function dateOf(value: unknown, field: string, errors: FieldErrors): Date | undefined {
  if (value === undefined || value === null || String(value).trim() === '') return undefined;
  const date = parseWireDate(String(value));
  if (!date) addError(errors, field, 'clients.dateInvalid');
  return date;
}

/** SPEC §5 "Limit-request list filters"; `today` is the caller's clock, so tests fix it. */
export function validateLimitRequestFilters(values: LimitRequestFilterValues, today: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const day = startOfDay(today);
  const from = dateOf(values.date_from, 'date_from', errors);
  const to = dateOf(values.date_to, 'date_to', errors);
  if (from && from > day) addError(errors, 'date_from', 'limitRequests.dateFromCannotBeInFuture');
  if (to && to > day) addError(errors, 'date_to', 'limitRequests.dateToCannotBeInFuture');
  if (from && to && to < from) addError(errors, 'date_to', 'limitRequests.dateToCannotBeBeforeDateFrom');
  if ((values.request_codes?.length ?? 0) > MAX_REQUEST_CODES) addError(errors, 'request_codes', 'limitRequests.maxCodeSelectionExceeded');
  return errors;
}
