import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bucketOfHours } from '../../dashboard/percentiles';
import { createStaff, insertClient } from '../../test/fixtures';
import { insertRequests } from '../../test/limit-request-rows';
import { backends, useTestApp } from '../../test/test-app';

/** Every rollup, its shards added up, equals the same figure counted in limit_requests and clients. */
async function expectExactRollups(app: FastifyInstance) {
  const pairs: [string, ReturnType<typeof sql>, ReturnType<typeof sql>][] = [
    [
      'request counts',
      sql`select request_status::text, assigned_to, created_by, sum(requests_count)::int as n from dashboard_request_counts
          group by 1, 2, 3 having sum(requests_count) <> 0 order by 1, 2, 3`,
      sql`select request_status::text, coalesce(assigned_to, 0) as assigned_to, coalesce(created_by, 0) as created_by, count(*)::int as n
          from limit_requests group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      'daily requests',
      sql`select day::text, dimension, key_id, requests::int, approvals::int, requested_sum::text, approved_sum::text
          from dashboard_daily_requests where requests <> 0 or approvals <> 0 or requested_sum <> 0 or approved_sum <> 0 order by 1, 2, 3`,
      sql`select day::text, d.dimension, d.key_id, count(*)::int as requests, sum(approved)::int as approvals,
            sum(requested_limit)::numeric(18, 2)::text as requested_sum, sum(approved_amount)::numeric(18, 2)::text as approved_sum
          from (select (created_at at time zone 'Africa/Cairo')::date as day, requested_limit, merchant_id, product_id, merchant_branch_id,
                  coalesce(created_by, 0) as creator,
                  case when decided_at is not null and decision_status in ('approved', 'closed') then 1 else 0 end as approved,
                  case when decided_at is not null and decision_status in ('approved', 'closed') then coalesce(approved_limit, 0) else 0 end as approved_amount
                from limit_requests) c
          cross join lateral (values (1, c.merchant_id), (2, c.product_id), (3, c.merchant_branch_id), (4, c.creator)) as d(dimension, key_id)
          group by 1, 2, 3 order by 1, 2, 3`,
    ],
    [
      'decisions',
      sql`select day::text, decider_id, approved, bucket::int, decisions::int from dashboard_daily_decisions where decisions <> 0 order by 1, 2, 3, 4`,
      sql`select (decided_at at time zone 'Africa/Cairo')::date::text as day,
            case when decision_status = 'rejected' then coalesce(assigned_to, 0) else coalesce(approved_by, assigned_to, 0) end as decider_id,
            decision_status <> 'rejected' as approved, dashboard_duration_bucket(extract(epoch from decided_at - created_at) / 3600)::int as bucket,
            count(*)::int as decisions
          from limit_requests where decided_at is not null and decision_status in ('approved', 'closed', 'rejected')
          group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
    ],
    [
      'clients by creator',
      sql`select created_by, sum(clients_count)::int as n from dashboard_client_counts group by 1 having sum(clients_count) <> 0 order by 1`,
      sql`select coalesce(created_by, 0) as created_by, count(*)::int as n from clients group by 1 order by 1`,
    ],
  ];
  for (const [name, rollup, direct] of pairs) {
    const [kept, counted] = await Promise.all([app.db.execute(rollup), app.db.execute(direct)]);
    expect({ name, rows: kept.rows }).toEqual({ name, rows: counted.rows });
  }
}

describe.each(backends())('dashboard rollups kept by the writes ($name)', (backend) => {
  const context = useTestApp(backend);
  let ids: number[];
  let agent: number;
  let reviewer: number;
  let second: number;

  beforeAll(async () => {
    agent = (await createStaff(context.app, 'agent')).id;
    reviewer = (await createStaff(context.app, 'risk')).id;
    second = (await createStaff(context.app, 'risk')).id;
    const client = await insertClient(context.app, { createdBy: agent, status: 'active', isSubmitted: true });
    await insertClient(context.app, { createdBy: agent });
    ids = await insertRequests(context.app, client.id, [
      { status: 'new', decision: 'pending', createdHoursAgo: 1, createdBy: agent },
      { status: 'new', decision: 'pending', createdHoursAgo: 30, createdBy: agent, pick: 1 },
      { status: 'under_review', decision: 'pending', createdHoursAgo: 50, createdBy: agent, assignedTo: reviewer, pick: 2 },
      {
        status: 'awaiting_confirmation',
        decision: 'pending',
        createdHoursAgo: 80,
        createdBy: agent,
        assignedTo: second,
        approvedBy: reviewer,
        approved: 8000,
      },
      {
        status: 'approved',
        decision: 'approved',
        createdHoursAgo: 200,
        decidedHoursAgo: 150,
        createdBy: agent,
        assignedTo: reviewer,
        approvedBy: reviewer,
        approved: 9000,
      },
      {
        status: 'rejected',
        decision: 'rejected',
        createdHoursAgo: 300,
        decidedHoursAgo: 299.5,
        createdBy: agent,
        assignedTo: second,
        pick: 1,
      },
      {
        status: 'closed',
        decision: 'closed',
        createdHoursAgo: 1000,
        decidedHoursAgo: 900,
        createdBy: null,
        assignedTo: reviewer,
        approvedBy: reviewer,
        approved: 5000,
      },
      { status: 'returned_to_agent', decision: 'pending', createdHoursAgo: 5, createdBy: agent, assignedTo: reviewer },
    ]);
  });

  it('count a bulk insert, including the backfilled and seeded rows already there', async () => {
    await expectExactRollups(context.app);
  });

  it('follow transitions, one request or many at once, and moves between days, people and keys', async () => {
    const app = context.app;
    // Taken, then approved: a decision with its time.
    await app.db.execute(sql`update limit_requests set request_status = 'under_review', assigned_to = ${second} where id = ${ids[0]!}`);
    await app.db.execute(sql`update limit_requests set request_status = 'approved', decision_status = 'approved', approved_by = ${second},
      approved_limit = 7000, decided_at = now() where id = ${ids[0]!}`);
    await expectExactRollups(app);
    // Many at once: rejected together; one moved to another merchant and day.
    await app.db.execute(sql`update limit_requests set request_status = 'rejected', decision_status = 'rejected', decided_at = now()
      where id in (${ids[1]!}, ${ids[2]!})`);
    await app.db
      .execute(sql`update limit_requests set created_at = created_at - interval '3 days', product_id = (select max(id) from products)
      where id = ${ids[7]!}`);
    await app.db.execute(sql`update limit_requests set request_status = 'closed', decision_status = 'closed' where id = ${ids[4]!}`);
    // A later cancellation of a decided request leaves the decisions.
    await app.db.execute(sql`update limit_requests set request_status = 'cancelled', decision_status = 'cancelled' where id = ${ids[3]!}`);
    // A write that changes nothing the rollups key on moves nothing.
    await app.db.execute(sql`update limit_requests set version = version + 1`);
    await expectExactRollups(app);
  });

  it('follow deletions of requests and clients, and a client handed to another agent', async () => {
    const app = context.app;
    await app.db.execute(sql`delete from limit_requests where id in (${ids[5]!}, ${ids[6]!})`);
    await app.db.execute(sql`update clients set created_by = null where created_by = ${agent} and not is_submitted`);
    await expectExactRollups(app);
  });

  it('bucket decision times on a log scale the reader can invert', async () => {
    const result = await context.app.db.execute<{ hours: number; bucket: number }>(sql`
      select h as hours, dashboard_duration_bucket(h)::int as bucket from unnest(array[0.001, 0.5, 1, 1.5, 24, 100, 5000]::float8[]) h`);
    for (const row of result.rows) expect(row.bucket).toBe(bucketOfHours(row.hours));
    expect(bucketOfHours(1)).toBe(24);
    expect(bucketOfHours(2)).toBe(28);
  });
});
