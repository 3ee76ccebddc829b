import type { DashboardPeriod, DashboardQuery } from '@back-office/shared/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PERIODS: readonly DashboardPeriod[] = ['7d', '30d', '90d', 'custom'];
/** The contract's default (shared/src/contract/dashboard.ts). */
export const DEFAULT_PERIOD: DashboardPeriod = '30d';
/** Issue 18 / the contract: a custom period is at most 366 days, both ends included. */
export const MAX_CUSTOM_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export type RangeProblem = 'fromRequired' | 'toRequired' | 'order' | 'tooLong';

const dayNumber = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? null : time / DAY_MS;
};

/** Why a custom range cannot be asked for, per end (null: it can). */
export function customRangeProblem(from: string, to: string): { field: 'from' | 'to'; problem: RangeProblem } | null {
  const first = DAY.test(from) ? dayNumber(from) : null;
  const last = DAY.test(to) ? dayNumber(to) : null;
  if (first === null) return { field: 'from', problem: 'fromRequired' };
  if (last === null) return { field: 'to', problem: 'toRequired' };
  if (last < first) return { field: 'to', problem: 'order' };
  if (last - first + 1 > MAX_CUSTOM_DAYS) return { field: 'to', problem: 'tooLong' };
  return null;
}

/**
 * The period kept in the address, so a view can be bookmarked or shared. A custom period
 * without a valid range is not sent: the page asks for the default until the range is right.
 */
export function readDashboardParams(url: URLSearchParams): DashboardQuery {
  const period = PERIODS.find((name) => name === url.get('period')) ?? DEFAULT_PERIOD;
  if (period !== 'custom') return { period };
  const from = url.get('from') ?? '';
  const to = url.get('to') ?? '';
  return customRangeProblem(from, to) ? { period: DEFAULT_PERIOD } : { period, from, to };
}

export function writeDashboardParams(query: DashboardQuery): URLSearchParams {
  const url = new URLSearchParams();
  if (query.period && query.period !== DEFAULT_PERIOD) url.set('period', query.period);
  if (query.period === 'custom' && query.from && query.to) {
    url.set('from', query.from);
    url.set('to', query.to);
  }
  return url;
}

/** The period from the URL, and a way to change it. */
export function useDashboardParams() {
  const [url, setUrl] = useSearchParams();
  const query = useMemo(() => readDashboardParams(url), [url]);
  const change = useCallback((next: DashboardQuery) => setUrl(writeDashboardParams(next)), [setUrl]);
  return { query, change };
}
