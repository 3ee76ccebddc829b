import { validateLimitRequestFilters } from '@back-office/shared/rules';
import type { LimitDecisionStatus } from '../db/schema';
import { AppError } from '../http/app-error';
import type { LimitRequestFilters } from '../repositories/limit-requests/limit-request-search';

export interface FilterQuery {
  client_id?: number;
  request_codes?: string[];
  table_search?: string;
  decision_statuses?: LimitDecisionStatus[];
  date_from?: string;
  date_to?: string;
  mine?: boolean;
}

/**
 * The list's query as repository filters, refused (422) where the filter panel's own rules (SPEC §5)
 * refuse it. `userId`: the signed-in user, whose requests `mine=true` keeps (issue 15).
 */
export function listFilters(query: FilterQuery, userId?: number): LimitRequestFilters {
  const { request_codes: codes = [], decision_statuses: decisionStatuses = [] } = query;
  const errors = validateLimitRequestFilters({ request_codes: codes, date_from: query.date_from, date_to: query.date_to });
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
  return {
    codes,
    decisionStatuses,
    clientId: query.client_id,
    dateFrom: query.date_from,
    dateTo: query.date_to,
    search: query.table_search,
    ...(query.mine && userId !== undefined && { mine: userId }),
  };
}
