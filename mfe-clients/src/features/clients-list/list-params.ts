import {
  CLIENT_SORTS,
  CLIENT_SOURCES,
  SORT_DIRECTIONS,
  type ClientSort,
  type ClientSource,
  type SortDirection,
} from '@back-office/shared/contract/enums';
import { CLIENT_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@back-office/shared/ui';

/** The server's order when none is asked for (the contract's default): last updated first. */
export const DEFAULT_SORT: { sort: ClientSort; direction: SortDirection } = { sort: 'updated_at', direction: 'desc' };

/**
 * The list's filters and order, kept in the URL (`page`, `size`, `q`, `status`, and for issue 15
 * `source`, `mine`, `sort`, `dir`) so reload and back keep them.
 */
export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  statuses: string[];
  sources: ClientSource[];
  mine: boolean;
  sort: ClientSort;
  direction: SortDirection;
}

function positiveInteger(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function oneOf<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => value === text);
}

/** A hand-edited or stale URL falls back to the defaults rather than failing. */
export function readListParams(url: URLSearchParams): ListParams {
  const size = positiveInteger(url.get('size'));
  return {
    page: positiveInteger(url.get('page')) ?? 1,
    pageSize: size !== undefined && (CLIENT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: url.get('q') ?? '',
    statuses: url.getAll('status').filter(Boolean),
    sources: CLIENT_SOURCES.filter((source) => url.getAll('source').includes(source)),
    mine: url.get('mine') === '1',
    sort: oneOf(CLIENT_SORTS, url.get('sort')) ?? DEFAULT_SORT.sort,
    direction: oneOf(SORT_DIRECTIONS, url.get('dir')) ?? DEFAULT_SORT.direction,
  };
}

/** Defaults stay out of the URL, so the plain list is just `/clients`. */
export function writeListParams({ page, pageSize, search, statuses, sources, mine, sort, direction }: ListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (page !== 1) url.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) url.set('size', String(pageSize));
  if (search) url.set('q', search);
  for (const status of statuses) url.append('status', status);
  for (const source of sources) url.append('source', source);
  if (mine) url.set('mine', '1');
  if (sort !== DEFAULT_SORT.sort || direction !== DEFAULT_SORT.direction) {
    url.set('sort', sort);
    url.set('dir', direction);
  }
  return url;
}
