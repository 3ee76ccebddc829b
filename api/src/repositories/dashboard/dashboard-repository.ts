import type { Language } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';

/** The days a dashboard reads: its period and the one of the same length just before it (Cairo days, inclusive). */
export interface DashboardDays {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  /** Decisions per week (Sunday first) instead of per day. */
  weekly: boolean;
}

/** Whose own figures `mine` holds: an agent's clients and requests, or a reviewer's queue and decisions. */
export interface DashboardViewer {
  id: number;
  reviewer: boolean;
}

export interface HistogramRow {
  current: boolean;
  decider_id: number;
  approved: boolean;
  bucket: number;
  n: number;
}

export interface DashboardFigures {
  clients_count: number;
  total_balance: string;
  clients_by_status: { key: string; count: number }[];
  requests_by_decision: { key: string; count: number }[];
  open_requests: number;
  awaiting_decision: number;
  unassigned: number;
  mine_open: number;
  mine_clients: number;
  created: { current: boolean; requests: number; approvals: number; requested: string; approved: string }[];
  breakdown: { dimension: number; id: number | null; name: string | null; requests: number; approvals: number }[];
  histogram: HistogramRow[];
  per_bucket: { day: string; approved: number; rejected: number }[];
  reviewers: { id: number; name: string; open_count: number }[];
}

/** Breakdown keys in dashboard_daily_requests (migration 0023). */
export const DIMENSIONS = { merchant: 1, product: 2, branch: 3, creator: 4 } as const;

/** Request statuses a queue counts as open: the words of limit_requests_open_queue_idx. */
const OPEN = sql`request_status not in ('closed', 'rejected', 'cancelled')`;

/**
 * Issue 18 (decision 0022): every dashboard figure in one statement, read from the counters and
 * daily rollups the triggers keep (client_stats, limit_request_stats, dashboard_*), never from
 * clients or limit_requests, so its cost follows the days and keys asked for, not the book's size.
 */
export function dashboardRepository(db: Queryable) {
  return {
    async figures(days: DashboardDays, viewer: DashboardViewer, language: Language): Promise<DashboardFigures> {
      const name = sql.raw(language === 'en' ? 'name_en' : 'name_ar');
      const mineOpen = viewer.reviewer ? sql`assigned_to = ${viewer.id}` : sql`created_by = ${viewer.id}`;
      const bucketDay = days.weekly ? sql`(day - extract(dow from day)::int)` : sql`day`;
      const result = await db.execute<{ figures: DashboardFigures }>(sql`
        with counts as (
          select request_status, assigned_to, created_by, sum(requests_count)::bigint as n
          from dashboard_request_counts group by 1, 2, 3 having sum(requests_count) <> 0
        ), open_by_assignee as (
          select assigned_to as id, sum(n)::int as n from counts where ${OPEN} and assigned_to <> 0 group by 1
        ), ranked as (
          select dimension, key_id, sum(requests)::int as requests, sum(approvals)::int as approvals,
            row_number() over (partition by dimension order by sum(requests) desc, sum(approvals) desc, key_id) as rank
          from dashboard_daily_requests
          where dimension in (1, 2, 3) and day between ${days.from}::date and ${days.to}::date
          group by dimension, key_id having sum(requests) <> 0 or sum(approvals) <> 0
        ), breakdown as (
          select dimension, case when rank <= 10 then key_id end as id, sum(requests)::int as requests,
            sum(approvals)::int as approvals, min(rank) as rank
          from ranked group by dimension, case when rank <= 10 then key_id end
        ), histogram as (
          select day >= ${days.from}::date as current, decider_id, approved, bucket, sum(decisions)::int as n
          from dashboard_daily_decisions where day between ${days.previousFrom}::date and ${days.to}::date
          group by 1, 2, 3, 4 having sum(decisions) <> 0
        )
        select json_build_object(
          'clients_count', (select coalesce(sum(clients_count), 0)::bigint from client_stats),
          'total_balance', (select coalesce(sum(balance_sum), 0)::numeric(18, 2)::text from client_stats),
          'clients_by_status', (select coalesce(json_agg(json_build_object('key', status, 'count', n) order by status), '[]')
            from (select status, sum(clients_count)::bigint as n from client_stats group by status) s),
          'requests_by_decision', (select coalesce(json_agg(json_build_object('key', decision_status, 'count', requests_count) order by decision_status), '[]')
            from limit_request_stats),
          'open_requests', (select coalesce(sum(n), 0)::bigint from counts where ${OPEN}),
          'awaiting_decision', (select coalesce(sum(n), 0)::bigint from counts where request_status in ('under_review', 'awaiting_confirmation')),
          'unassigned', (select coalesce(sum(n), 0)::bigint from counts where ${OPEN} and assigned_to = 0),
          'mine_open', (select coalesce(sum(n), 0)::bigint from counts where ${OPEN} and ${mineOpen}),
          'mine_clients', (select coalesce(sum(clients_count), 0)::bigint from dashboard_client_counts where created_by = ${viewer.id}),
          'created', (select coalesce(json_agg(c), '[]') from (
            select day >= ${days.from}::date as current, sum(requests)::bigint as requests, sum(approvals)::bigint as approvals,
              sum(requested_sum)::numeric(18, 2)::text as requested, sum(approved_sum)::numeric(18, 2)::text as approved
            from dashboard_daily_requests
            where dimension = ${DIMENSIONS.creator} and day between ${days.previousFrom}::date and ${days.to}::date
            group by 1) c),
          'breakdown', (select coalesce(json_agg(json_build_object('dimension', b.dimension, 'id', b.id, 'name',
              case b.dimension when 1 then m.${name} when 2 then p.${name} when 3 then mb.${name} end,
              'requests', b.requests, 'approvals', b.approvals) order by b.dimension, b.rank), '[]')
            from breakdown b
            left join merchants m on b.dimension = 1 and m.id = b.id
            left join products p on b.dimension = 2 and p.id = b.id
            left join merchant_branches mb on b.dimension = 3 and mb.id = b.id),
          'histogram', (select coalesce(json_agg(h), '[]') from histogram h),
          'per_bucket', (select coalesce(json_agg(d order by d.day), '[]') from (
            select ${bucketDay}::text as day, coalesce(sum(decisions) filter (where approved), 0)::int as approved,
              coalesce(sum(decisions) filter (where not approved), 0)::int as rejected
            from dashboard_daily_decisions where day between ${days.from}::date and ${days.to}::date
            group by 1 having sum(decisions) <> 0) d),
          'reviewers', (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name, 'open_count', coalesce(o.n, 0)) order by u.name, u.id), '[]')
            from users u left join open_by_assignee o on o.id = u.id
            where (u.role = 'risk' and u.active) or o.n > 0
              or u.id in (select decider_id from histogram where current))
        ) as figures`);
      return result.rows[0]!.figures;
    },
  };
}
