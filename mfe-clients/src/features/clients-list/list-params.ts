import { CLIENT_PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@back-office/shared/ui';

/** The list's filters, kept in the URL (`page`, `size`, `q`, `status`) so reload and back keep them. */
export interface ListParams {
  page: number;
  pageSize: number;
  search: string;
  statuses: string[];
}

function positiveInteger(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A hand-edited or stale URL falls back to the defaults rather than failing. */
export function readListParams(url: URLSearchParams): ListParams {
  const size = positiveInteger(url.get('size'));
  return {
    page: positiveInteger(url.get('page')) ?? 1,
    pageSize: size !== undefined && (CLIENT_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: url.get('q') ?? '',
    statuses: url.getAll('status').filter(Boolean),
  };
}

/** Defaults stay out of the URL, so the plain list is just `/clients`. */
export function writeListParams({ page, pageSize, search, statuses }: ListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (page !== 1) url.set('page', String(page));
  if (pageSize !== DEFAULT_PAGE_SIZE) url.set('size', String(pageSize));
  if (search) url.set('q', search);
  for (const status of statuses) url.append('status', status);
  return url;
}
