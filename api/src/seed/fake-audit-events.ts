import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';

export interface FakeAuditEventsOptions {
  count: number;
  /** The entries spread evenly over this many days up to now, oldest first (as a real trail grows). */
  days?: number;
  batchSize?: number;
  onProgress?: (inserted: number) => void;
}

/*
 * Issue 17's benchmark and plan tests: millions of audit entries in minutes. One INSERT … SELECT
 * over generate_series per batch (the append-only triggers refuse UPDATE and DELETE, not INSERT).
 * Row k's kind, person and record derive from a multiplicative hash of k, weighted as a real
 * trail is: mostly log-ins and log-outs, some failed log-ins (a tenth of them for addresses no
 * account has), exports, staff, settings and reference changes. Every staff account present acts.
 */
const KINDS = [
  ...Array<string>(8).fill('logged_in'),
  ...Array<string>(5).fill('logged_out'),
  'login_failed',
  'login_failed',
  'data_exported',
  'account_updated',
  'role_changed',
  'setting_changed',
  'reference_updated',
];

function batchSql(from: number, to: number, count: number, days: number) {
  return sql`
with staff as (select array_agg(id order by id) as ids from users),
rows as (
  select k, ((k * 2654435761) % 4294967291) as h from generate_series(${from}::bigint, ${to}::bigint) as k
), picked as (
  select k, h, (${sql.param(KINDS)}::text[])[1 + (h % ${KINDS.length})] as kind,
         (select ids[1 + ((h / 97) % cardinality(ids))] from staff) as actor
  from rows
)
insert into audit_log (user_id, action, ip, user_agent, record_type, record_id, details, created_at)
select case when kind = 'login_failed' and h % 10 = 0 then null else actor end,
       kind::audit_action,
       ('10.' || (h % 200) || '.' || ((h / 200) % 250) || '.' || (1 + (h / 50000) % 250))::inet,
       case when h % 3 = 0 then 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'
            else 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' end,
       case when kind in ('account_updated', 'role_changed') then 'user' when kind = 'setting_changed' then 'setting'
            when kind = 'reference_updated' then 'reference' when kind = 'data_exported' then 'export' end,
       case when kind in ('account_updated', 'role_changed') then actor::text
            when kind = 'setting_changed' then (array['four_eyes_amount', 'export_roles', 'sla_hours'])[1 + h % 3]
            when kind = 'reference_updated' then 'merchants:' || (1 + h % 500)
            when kind = 'data_exported' then (array['clients', 'limit_requests'])[1 + h % 2] end,
       case when kind = 'login_failed' then jsonb_build_object('email', 'person' || (h % 1000) || '@example.test', 'reason', 'bad_password')
            when kind = 'role_changed' then '{"changes":{"role":{"from":"agent","to":"risk"}}}'::jsonb
            when kind = 'setting_changed' then '{"from":100000,"to":150000}'::jsonb
            when kind = 'reference_updated' then jsonb_build_object('list', 'merchants', 'name_ar', 'متجر ' || (1 + h % 500), 'name_en', 'Store ' || (1 + h % 500))
            when kind = 'data_exported' then '{"rows":120}'::jsonb end,
       now() - make_interval(secs => ${days * 86_400}::float8 * (${count}::bigint - k) / ${count}::bigint)
from picked`;
}

/** Appends `count` entries to the audit trail, in batches. */
export async function insertFakeAuditEvents(db: Queryable, options: FakeAuditEventsOptions): Promise<void> {
  const { count, days = 365, batchSize = 250_000 } = options;
  for (let from = 1; from <= count; from += batchSize) {
    const to = Math.min(count, from + batchSize - 1);
    await db.execute(batchSql(from, to, count, days));
    options.onProgress?.(to);
  }
  await db.execute(sql`analyze audit_log`);
}
