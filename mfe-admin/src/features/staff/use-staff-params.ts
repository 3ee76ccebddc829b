import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffListQuery } from '@back-office/shared/contract';

/** As the contract's STAFF_PAGE_SIZES (a value import of the contract would bundle TypeBox). */
export const STAFF_PAGE_SIZES = [10, 25, 50, 100] as const;
const STAFF_DEFAULT_PAGE_SIZE = 25;
const ROLES = ['agent', 'risk', 'admin'] as const;
const YES_NO = ['true', 'false'] as const;

export interface StaffParams {
  q: string;
  role: '' | (typeof ROLES)[number];
  active: '' | (typeof YES_NO)[number];
  locked: '' | (typeof YES_NO)[number];
  page: number;
  pageSize: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');
const positive = (value: string | null, fallback: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
};

export function readStaffParams(url: URLSearchParams): StaffParams {
  const pageSize = positive(url.get('items_per_page'), STAFF_DEFAULT_PAGE_SIZE);
  return {
    q: url.get('q') ?? '',
    role: oneOf(ROLES, url.get('role')),
    active: oneOf(YES_NO, url.get('active')),
    locked: oneOf(YES_NO, url.get('locked')),
    page: positive(url.get('page'), 1),
    pageSize: (STAFF_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : STAFF_DEFAULT_PAGE_SIZE,
  };
}

/** The list query the API takes, without the empty filters. */
export function toStaffQuery(params: StaffParams): StaffListQuery {
  return {
    page: params.page,
    items_per_page: params.pageSize,
    ...(params.q.trim() ? { q: params.q.trim() } : {}),
    ...(params.role ? { role: params.role } : {}),
    ...(params.active ? { active: params.active } : {}),
    ...(params.locked ? { locked: params.locked } : {}),
  };
}

function writeStaffParams(params: StaffParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.q) url.set('q', params.q);
  if (params.role) url.set('role', params.role);
  if (params.active) url.set('active', params.active);
  if (params.locked) url.set('locked', params.locked);
  if (params.page > 1) url.set('page', String(params.page));
  if (params.pageSize !== STAFF_DEFAULT_PAGE_SIZE) url.set('items_per_page', String(params.pageSize));
  return url;
}

/** The list's search, filters and page from the URL (so back undoes them), and a way to change them. */
export function useStaffParams() {
  const [url, setUrl] = useSearchParams();
  const params = useMemo(() => readStaffParams(url), [url]);
  const change = useCallback(
    (changes: Partial<StaffParams>, options: { replace?: boolean } = {}) =>
      setUrl((current) => writeStaffParams({ ...readStaffParams(current), ...changes }), options),
    [setUrl],
  );
  return { params, change };
}
