import { DEFAULT_PAGE_SIZE, LIMIT_REQUEST_PAGE_SIZES } from '@back-office/shared/ui';
import { LIMIT_REQUEST_SORTS, SORT_DIRECTIONS, type LimitRequestSort, type SortDirection } from '@back-office/shared/contract/enums';

/** What the user has chosen to see; the API call adds the client when the list is one client's. */
export interface FilterValues {
  search: string;
  codes: string[];
  decisionStatuses: string[];
  /** `YYYY-MM-DD`, or '' for no bound. */
  dateFrom: string;
  dateTo: string;
}

export interface ListParams extends FilterValues {
  page: number;
  pageSize: number;
  /** Issue 15 "my requests": only the ones the signed-in user created or is assigned to. */
  mine: boolean;
  /** Issue 15: the column the list is ordered by; absent: the server's order (newest first). */
  sort?: LimitRequestSort;
  direction?: SortDirection;
  /** Only from the URL (`?client=7`); the client page passes its own. */
  clientId?: number;
}

export const NO_FILTERS: FilterValues = { search: '', codes: [], decisionStatuses: [], dateFrom: '', dateTo: '' };
export const DEFAULT_LIST_PARAMS: ListParams = { ...NO_FILTERS, page: 1, pageSize: DEFAULT_PAGE_SIZE, mine: false };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => value === text);
}

function positiveInteger(text: string | null): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A hand-edited or stale URL falls back to the defaults rather than failing. */
export function readListParams(url: URLSearchParams): ListParams {
  const size = positiveInteger(url.get('size'));
  const date = (name: string) => (ISO_DATE.test(url.get(name) ?? '') ? (url.get(name) as string) : '');
  return {
    page: positiveInteger(url.get('page')) ?? 1,
    pageSize: size !== undefined && (LIMIT_REQUEST_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: url.get('q') ?? '',
    codes: url.getAll('code').filter(Boolean),
    decisionStatuses: url.getAll('decision').filter(Boolean),
    dateFrom: date('from'),
    dateTo: date('to'),
    clientId: positiveInteger(url.get('client')),
    mine: url.get('mine') === 'true',
    sort: oneOf(LIMIT_REQUEST_SORTS, url.get('sort')),
    direction: oneOf(SORT_DIRECTIONS, url.get('direction')),
  };
}

/** Defaults stay out of the URL, so the plain list is just `/limit-requests`. */
export function writeListParams(params: ListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.clientId !== undefined) url.set('client', String(params.clientId));
  if (params.page !== 1) url.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_PAGE_SIZE) url.set('size', String(params.pageSize));
  if (params.search) url.set('q', params.search);
  for (const code of params.codes) url.append('code', code);
  for (const status of params.decisionStatuses) url.append('decision', status);
  if (params.dateFrom) url.set('from', params.dateFrom);
  if (params.dateTo) url.set('to', params.dateTo);
  if (params.mine) url.set('mine', 'true');
  if (params.sort) url.set('sort', params.sort);
  if (params.direction) url.set('direction', params.direction);
  return url;
}

/** Two filter choices are the same when they would ask the API the same thing. */
export function sameFilters(a: FilterValues, b: FilterValues): boolean {
  const key = ({ search, codes, decisionStatuses, dateFrom, dateTo }: FilterValues) =>
    JSON.stringify([search.trim(), codes, decisionStatuses, dateFrom, dateTo]);
  return key(a) === key(b);
}
