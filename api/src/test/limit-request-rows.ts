import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Issue 18: a request row as the dashboard's tests need it, its times given in hours before now. */
export interface RequestRow {
  status: string;
  decision: string;
  createdHoursAgo: number;
  decidedHoursAgo?: number;
  assignedTo?: number | null;
  createdBy?: number | null;
  approvedBy?: number | null;
  requested?: number;
  approved?: number | null;
  pick?: number;
}

/** Inserts requests in one statement (one trigger run for many rows), on the seeded reference data. */
export async function insertRequests(app: FastifyInstance, clientId: number, rows: RequestRow[]): Promise<number[]> {
  const values = rows.map(
    (row) => sql`(${row.status}::limit_request_status, ${row.decision}::limit_decision_status, ${row.createdHoursAgo}::float8,
      ${row.decidedHoursAgo ?? null}::float8, ${row.assignedTo ?? null}::int, ${row.createdBy ?? null}::int, ${row.approvedBy ?? null}::int,
      ${row.requested ?? 10000}::numeric, ${row.approved ?? null}::numeric, ${row.pick ?? 0}::int)`,
  );
  const result = await app.db.execute<{ id: number }>(sql`
    with picks as (
      select (select array_agg(id order by id) from products) as products,
             (select array_agg(merchant_id order by id) from products) as merchants,
             (select array_agg(b.id order by p.id) from products p
                cross join lateral (select min(id) as id from merchant_branches where merchant_id = p.merchant_id) b) as branches
    )
    insert into limit_requests (code, client_id, limit_request_type_id, requested_limit, approved_limit, tenure, merchant_id, product_id,
      merchant_branch_id, relative_name, relative_mobile_number, relative_degree_type_id, request_status, decision_status, assigned_to,
      created_by, approved_by, created_at, decided_at)
    select next_limit_request_code(), ${clientId}, (select min(id) from limit_request_types), v.requested, v.approved, 12,
      p.merchants[1 + v.pick % cardinality(p.products)], p.products[1 + v.pick % cardinality(p.products)],
      p.branches[1 + v.pick % cardinality(p.products)], 'محمود علي', '01012345678', (select min(id) from relative_degree_types),
      v.status, v.decision, v.assigned_to, v.created_by, v.approved_by,
      now() - make_interval(secs => v.created_hours * 3600),
      case when v.decided_hours is not null then now() - make_interval(secs => v.decided_hours * 3600) end
    from (values ${sql.join(values, sql`, `)}) as v(status, decision, created_hours, decided_hours, assigned_to, created_by, approved_by, requested, approved, pick)
    cross join picks p
    returning id`);
  return result.rows.map((row) => Number(row.id));
}
