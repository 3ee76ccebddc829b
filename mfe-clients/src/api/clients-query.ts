export interface GetClientsArgs {
  page: number;
  itemsPerPage: number;
  statuses?: string[];
  search?: string;
}

/** SPEC §7 GET /clients parameters; statuses repeat as `statuses[]`, empty filters are left out. */
export function clientsQueryString({ page, itemsPerPage, statuses = [], search = '' }: GetClientsArgs): string {
  const params = new URLSearchParams({ page: String(page), items_per_page: String(itemsPerPage) });
  for (const status of statuses) if (status) params.append('statuses[]', status);
  const text = search.trim();
  if (text) params.set('table_search', text);
  return params.toString();
}
