import type { LimitRequestSort, SortDirection } from '@back-office/shared/contract';

export interface LimitRequestFilters {
  clientId?: number;
  requestCodes?: string[];
  search?: string;
  decisionStatuses?: string[];
  /** `YYYY-MM-DD`. */
  dateFrom?: string;
  dateTo?: string;
}

export interface GetLimitRequestsArgs extends LimitRequestFilters {
  page: number;
  itemsPerPage: number;
  /** Issue 15 "my requests". */
  mine?: boolean;
  /** Issue 15: the contract's LIMIT_REQUEST_SORTS and SORT_DIRECTIONS. */
  sort?: LimitRequestSort;
  direction?: SortDirection;
}

function appendAll(params: URLSearchParams, name: string, values: string[] = []): void {
  for (const value of values) if (value) params.append(name, value);
}

/** The list's filters as SPEC §7 parameters: lists repeated as `name[]`, empty filters left out. */
export function limitRequestFiltersQuery(
  { clientId, requestCodes, search = '', decisionStatuses, dateFrom, dateTo }: LimitRequestFilters,
  params = new URLSearchParams(),
): URLSearchParams {
  if (clientId !== undefined) params.set('client_id', String(clientId));
  appendAll(params, 'request_codes[]', requestCodes);
  const text = search.trim();
  if (text) params.set('table_search', text);
  appendAll(params, 'decision_statuses[]', decisionStatuses);
  if (dateFrom) params.set('date_from', dateFrom);
  if (dateTo) params.set('date_to', dateTo);
  return params;
}

/** SPEC §7 GET /limit-requests parameters: page and size always, then the filters, "mine" and the order (issue 15). */
export function limitRequestsQueryString({ page, itemsPerPage, mine, sort, direction, ...filters }: GetLimitRequestsArgs): string {
  const params = limitRequestFiltersQuery(filters, new URLSearchParams({ page: String(page), items_per_page: String(itemsPerPage) }));
  if (mine) params.set('mine', 'true');
  if (sort) params.set('sort', sort);
  if (sort && direction) params.set('direction', direction);
  return params.toString();
}
