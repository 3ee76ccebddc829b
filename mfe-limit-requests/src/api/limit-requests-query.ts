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
}

function appendAll(params: URLSearchParams, name: string, values: string[] = []): void {
  for (const value of values) if (value) params.append(name, value);
}

/** SPEC §7 GET /limit-requests parameters: page and size always; lists repeated as `name[]`; empty filters left out. */
export function limitRequestsQueryString({ page, itemsPerPage, clientId, requestCodes, search = '', decisionStatuses, dateFrom, dateTo }: GetLimitRequestsArgs): string {
  const params = new URLSearchParams({ page: String(page), items_per_page: String(itemsPerPage) });
  if (clientId !== undefined) params.set('client_id', String(clientId));
  appendAll(params, 'request_codes[]', requestCodes);
  const text = search.trim();
  if (text) params.set('table_search', text);
  appendAll(params, 'decision_statuses[]', decisionStatuses);
  if (dateFrom) params.set('date_from', dateFrom);
  if (dateTo) params.set('date_to', dateTo);
  return params.toString();
}
