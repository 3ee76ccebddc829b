export interface ClientFilters {
  statuses?: string[];
  search?: string;
}

export interface GetClientsArgs extends ClientFilters {
  page: number;
  itemsPerPage: number;
}

/** The list's filters as GET /clients and /clients/export take them: `statuses[]` repeated, empty ones left out. */
export function filtersQuery({ statuses = [], search = '' }: ClientFilters, params = new URLSearchParams()): URLSearchParams {
  for (const status of statuses) if (status) params.append('statuses[]', status);
  const text = search.trim();
  if (text) params.set('table_search', text);
  return params;
}

/** SPEC §7 GET /clients parameters: page and size always, then the filters. */
export function clientsQueryString({ page, itemsPerPage, ...filters }: GetClientsArgs): string {
  return filtersQuery(filters, new URLSearchParams({ page: String(page), items_per_page: String(itemsPerPage) })).toString();
}
