import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';

export interface FakeLimitRequestsOptions {
  count: number;
  createdBy: number | null;
  /** Assigned to requests under review and beyond. */
  riskUserId: number | null;
}

/*
 * One INSERT … SELECT over generate_series, as fake-clients.ts: every attribute derives
 * from the row number k, spread over the submitted clients and the seeded merchants.
 * The states follow the workflow, so every action can be tried on the demo data.
 * Issue 18: creation times spread over the last 180 days and decided requests carry when
 * (0.5 to 72.5 hours after creation) and by whom, so the dashboard's rollups, which the
 * triggers fill as these rows go in, have periods to compare.
 */
export async function insertFakeLimitRequests(db: Queryable, { count, createdBy, riskUserId }: FakeLimitRequestsOptions): Promise<void> {
  await db.execute(sql`
with picks as (
  select (select array_agg(id order by id) from clients where is_submitted) as client_ids,
         (select array_agg(p.id order by p.id) from products p) as product_ids,
         (select array_agg(p.merchant_id order by p.id) from products p) as merchant_ids,
         (select array_agg(b.id order by p.id) from products p
            cross join lateral (select min(id) as id from merchant_branches where merchant_id = p.merchant_id) b) as branch_ids,
         (select array_agg(id order by id) from limit_request_types) as type_ids,
         (select array_agg(id order by id) from relative_degree_types) as degree_ids
), states as (
  select k, (array['new','under_review','approved','contract_uploaded','closed','rejected','cancelled'])[1 + (k * 7919) % 7]::limit_request_status as status,
    now() - make_interval(mins => ((k * 7919) % (180 * 24 * 60))::int) as created_at
  from generate_series(1::bigint, ${count}::bigint) as k
), timed as (
  select s.*, case when s.status in ('approved', 'contract_uploaded', 'closed', 'rejected')
    then least(now(), s.created_at + make_interval(mins => (30 + (s.k * 131) % (72 * 60))::int)) end as decided_at
  from states s
)
insert into limit_requests (code, client_id, limit_request_type_id, requested_limit, approved_limit, tenure, merchant_id, product_id,
  merchant_branch_id, relative_name, relative_mobile_number, relative_degree_type_id, request_status, decision_status, assigned_to,
  created_by, approved_by, created_at, decided_at, stage_entered_at, updated_at)
select
  -- Drawn from the sequence (migration 0006), so the create form's next code is never taken.
  next_limit_request_code(),
  p.client_ids[1 + k % cardinality(p.client_ids)],
  p.type_ids[1 + k % cardinality(p.type_ids)],
  5000 + (k * 37 % 400) * 250,
  case when s.status in ('approved', 'contract_uploaded', 'closed') then 5000 + (k * 37 % 400) * 200 end,
  1 + k % 36,
  p.merchant_ids[1 + k % cardinality(p.product_ids)],
  p.product_ids[1 + k % cardinality(p.product_ids)],
  p.branch_ids[1 + k % cardinality(p.product_ids)],
  (array['محمود علي','فاطمة حسن','أحمد سمير','منى إبراهيم'])[1 + k % 4],
  (array['010','011','012','015'])[1 + k % 4] || lpad(((k * 7654321) % 100000000)::text, 8, '0'),
  p.degree_ids[1 + k % cardinality(p.degree_ids)],
  s.status,
  case s.status when 'new' then 'pending' when 'under_review' then 'pending' when 'approved' then 'approved'
    when 'contract_uploaded' then 'approved' else s.status::text end::limit_decision_status,
  case when s.status <> 'new' then ${riskUserId}::int end,
  ${createdBy}::int,
  case when s.status in ('approved', 'contract_uploaded', 'closed') then ${riskUserId}::int end,
  s.created_at,
  s.decided_at,
  coalesce(s.decided_at, s.created_at),
  coalesce(s.decided_at, s.created_at)
from timed s cross join picks p
where cardinality(p.client_ids) > 0`);
}
