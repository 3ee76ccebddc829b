import type { Dashboard, DashboardBreakdownRow, DashboardQuery } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import type { UserRole } from '../db/schema';
import type { Queryable } from '../db/database';
import { dashboardRepository, DIMENSIONS, type HistogramRow } from '../repositories/dashboard/dashboard-repository';
import { bucketsOf, periodOf } from './period';
import { quantileHours } from './percentiles';

export interface DashboardReader {
  id: number;
  role: UserRole;
}

type Compared = { current: number | null; previous: number | null };

/** Decisions of one period, one decider or everyone: counts and the time histogram. */
function summarize(rows: readonly HistogramRow[]) {
  const histogram = new Map<number, number>();
  let approved = 0;
  let rejected = 0;
  for (const row of rows) {
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + row.n);
    if (row.approved) approved += row.n;
    else rejected += row.n;
  }
  const decisions = approved + rejected;
  return {
    decisions,
    approved,
    approvalRate: decisions === 0 ? null : Math.round((approved / decisions) * 10_000) / 10_000,
    median: quantileHours(histogram, 0.5),
    p90: quantileHours(histogram, 0.9),
  };
}

function compared<T>(rows: readonly T[], isCurrent: (row: T) => boolean) {
  return { current: rows.filter(isCurrent), previous: rows.filter((row) => !isCurrent(row)) };
}

const both = <S, K extends keyof S>(current: S, previous: S, key: K): Compared =>
  ({ current: current[key], previous: previous[key] }) as Compared;

/**
 * Issue 18's dashboard for one reader. Company figures are the same for every role; `mine` is the
 * agent's own clients and requests, or a reviewer's (and admin's) queue and decisions; the
 * per-reviewer table is for reviewers and admins. Nothing is cached: the rollups make a fresh
 * read cheap, and a cache per user could show a reviewer a queue already taken.
 */
export async function readDashboard(
  db: Queryable,
  query: DashboardQuery,
  reader: DashboardReader,
  language: Language,
  now = new Date(),
): Promise<Dashboard> {
  const period = periodOf(query, now);
  const reviewer = reader.role !== 'agent';
  const figures = await dashboardRepository(db).figures(period, { id: reader.id, reviewer }, language);

  const decisions = compared(figures.histogram, (row) => row.current);
  const all = { current: summarize(decisions.current), previous: summarize(decisions.previous) };
  const own = {
    current: summarize(decisions.current.filter((row) => row.decider_id === reader.id)),
    previous: summarize(decisions.previous.filter((row) => row.decider_id === reader.id)),
  };
  const created = {
    current: figures.created.find((row) => row.current),
    previous: figures.created.find((row) => !row.current),
  };
  const perBucket = new Map(figures.per_bucket.map((row) => [row.day, row]));
  const breakdown = (dimension: number): DashboardBreakdownRow[] =>
    figures.breakdown
      .filter((row) => row.dimension === dimension)
      .map(({ id, name, requests, approvals }) => ({ id, name: id === null ? null : (name ?? String(id)), requests, approvals }));

  return {
    period: { from: period.from, to: period.to, days: period.days },
    bucket: period.weekly ? 'week' : 'day',
    tiles: {
      total_balance: figures.total_balance,
      clients_count: figures.clients_count,
      open_requests: figures.open_requests,
      awaiting_decision: figures.awaiting_decision,
      requests_created: { current: created.current?.requests ?? 0, previous: created.previous?.requests ?? 0 },
      approval_rate: both(all.current, all.previous, 'approvalRate'),
      median_decision_hours: both(all.current, all.previous, 'median'),
      p90_decision_hours: both(all.current, all.previous, 'p90'),
      approvals: both(all.current, all.previous, 'approved'),
    },
    mine: reviewer
      ? {
          clients_count: null,
          open_requests: figures.mine_open,
          unassigned: figures.unassigned,
          decisions: both(own.current, own.previous, 'decisions'),
          approval_rate: both(own.current, own.previous, 'approvalRate'),
          median_decision_hours: both(own.current, own.previous, 'median'),
        }
      : {
          clients_count: figures.mine_clients,
          open_requests: figures.mine_open,
          unassigned: null,
          decisions: null,
          approval_rate: null,
          median_decision_hours: null,
        },
    clients_by_status: figures.clients_by_status as Dashboard['clients_by_status'],
    requests_by_decision: figures.requests_by_decision as Dashboard['requests_by_decision'],
    amounts: { requested: created.current?.requested ?? '0.00', approved: created.current?.approved ?? '0.00' },
    decisions_per_bucket: bucketsOf(period).map((day) => ({
      day,
      approved: perBucket.get(day)?.approved ?? 0,
      rejected: perBucket.get(day)?.rejected ?? 0,
    })),
    by_merchant: breakdown(DIMENSIONS.merchant),
    by_product: breakdown(DIMENSIONS.product),
    by_branch: breakdown(DIMENSIONS.branch),
    reviewers: reviewer
      ? figures.reviewers.map((person) => ({
          ...person,
          median_decision_hours: summarize(decisions.current.filter((row) => row.decider_id === person.id)).median,
        }))
      : [],
  };
}
