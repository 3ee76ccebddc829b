import type { ClientSort, ClientSource, SortDirection } from '@back-office/shared/contract/enums';

export interface ClientFilters {
  statuses?: string[];
  /** Issue 15: who brought the client in (staff, self_onboarding). */
  sources?: ClientSource[];
  search?: string;
  /** Issue 15 "my clients": only those the signed-in user created. */
  mine?: boolean;
}

export interface GetClientsArgs extends ClientFilters {
  page: number;
  itemsPerPage: number;
  /** Issue 15: the column the list is ordered by; absent, the server's default (updated_at, desc). */
  sort?: ClientSort;
  direction?: SortDirection;
}

/** The list's filters as GET /clients and /clients/export take them: arrays as `name[]` repeated, empty ones left out. */
export function filtersQuery(
  { statuses = [], sources = [], search = '', mine = false }: ClientFilters,
  params = new URLSearchParams(),
): URLSearchParams {
  for (const status of statuses) if (status) params.append('statuses[]', status);
  for (const source of sources) params.append('sources[]', source);
  const text = search.trim();
  if (text) params.set('table_search', text);
  if (mine) params.set('mine', 'true');
  return params;
}

/** SPEC §7 GET /clients parameters: page and size always, then the filters, then the order (issue 15). */
export function clientsQueryString({ page, itemsPerPage, sort, direction, ...filters }: GetClientsArgs): string {
  const params = filtersQuery(filters, new URLSearchParams({ page: String(page), items_per_page: String(itemsPerPage) }));
  if (sort) params.set('sort', sort);
  if (sort && direction) params.set('direction', direction);
  return params.toString();
}
