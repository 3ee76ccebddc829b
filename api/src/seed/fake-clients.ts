import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { clients } from '../db/schema';
import { nidGovernorateCodes } from './data-files';
import { COMPANY_NAMES, FAMILY_NAMES, FEMALE_NAMES, JOB_TITLES, MALE_NAMES, STREETS } from './fake-people';

export interface FakeClientsOptions {
  count: number;
  createdBy: number | null;
  batchSize?: number;
  onProgress?: (inserted: number) => void;
}

/*
 * One INSERT … SELECT over generate_series per batch: the database builds the rows,
 * so a million clients take minutes, not hours. Every attribute derives from the
 * row number k. National IDs stay unique because u = k·P mod M is a bijection
 * (P prime, coprime with M = days × governorates × serials) and u decodes into
 * birth day, governorate code and serial; phones likewise use k·P mod 10^8.
 */
/** One array parameter; a bare JS array would expand into a list of parameters. */
const list = (values: string[]) => sql`${sql.param(values)}::text[]`;

function batchSql(from: number, to: number, createdBy: number | null) {
  return sql`
with names as (
  select ${list(MALE_NAMES)} as male, ${list(FEMALE_NAMES)} as female, ${list(FAMILY_NAMES)} as family,
         ${list(JOB_TITLES)} as titles, ${list(COMPANY_NAMES)} as companies, ${list(STREETS)} as streets,
         ${list(nidGovernorateCodes())} as gov_codes
), picks as (
  select (select array_agg(id order by id) from employment_types) as employment_ids,
         (select array_agg(id order by id) from company_sectors) as sector_ids,
         (select array_agg(id order by id) from lead_companies) as lead_ids,
         (select array_agg(a.id order by a.id) from areas a) as area_ids,
         (select array_agg(a.city_id order by a.id) from areas a) as city_ids,
         (select array_agg(c.governorate_id order by a.id) from areas a join cities c on c.id = a.city_id) as governorate_ids
), people as (
  select k, r, s, h, date '1960-01-01' + (u % 16071)::int as birth_date, (u / 16071) % 27 as gov_index,
         (u / (16071 * 27)) % 10000 as serial,
         (array['pending','pending','pending','approved','approved','active','active','active','rejected','inactive'])[1 + (h / 30) % 10]::client_status as status
  from (select k, (k * 2654435761) % 4339170000 as u, (k * 40503) % 1000003 as r, (k * 69069 + 7) % 999983 as s,
               (k * 1103515245 + 12345) % 2147483647 as h
        from generate_series(${from}::bigint, ${to}::bigint) as k) as seeds
), inserted as (
  insert into clients (name, national_id, phone_1, phone_2, title, status, balance, monthly_income, employment_type_id,
    company_sector_id, lead_company_id, company_name, birth_date, gender, nid_issuance_date, nid_expired_date,
    is_submitted, source, created_by, created_at, updated_at)
  select
    (case when serial % 2 = 1 then n.male else n.female end)[1 + r % 30] || ' ' || n.male[1 + s % 30] || ' ' || n.family[1 + h % 30],
    case when birth_date >= date '2000-01-01' then '3' else '2' end || to_char(birth_date, 'YYMMDD')
      || n.gov_codes[1 + gov_index] || lpad(serial::text, 4, '0') || (k % 10)::text,
    (array['010','011','012','015'])[1 + k % 4] || lpad(((k * 7654321) % 100000000)::text, 8, '0'),
    case when (s / 27000) % 3 = 0 then (array['011','012','015','010'])[1 + k % 4] || lpad(((k * 1234567) % 100000000)::text, 8, '0') end,
    n.titles[1 + (h / 3000) % cardinality(n.titles)],
    status,
    case when status in ('approved', 'active', 'inactive') then round(((r * 7919) % 5000000) / 100.0, 2) else 0 end,
    3000 + ((s / 30) % 570) * 100,
    p.employment_ids[1 + (r / 30) % cardinality(p.employment_ids)],
    p.sector_ids[1 + (s / 900) % cardinality(p.sector_ids)],
    case when (h / 300) % 4 = 0 then p.lead_ids[1 + (h / 1200) % cardinality(p.lead_ids)] end,
    n.companies[1 + (r / 900) % cardinality(n.companies)],
    birth_date,
    case when serial % 2 = 1 then 1 else 2 end,
    current_date - (r % 2500)::int,
    (current_date - (r % 2500)::int + interval '7 years')::date,
    status <> 'pending' or k % 2 = 0,
    (case when (r / 27000) % 10 = 0 then 'self_onboarding' else 'staff' end)::client_source,
    case when (r / 27000) % 10 = 0 then null else ${createdBy}::int end,
    now() - ((k * 104729) % 63072000) * interval '1 second',
    least(now(), now() - ((k * 104729) % 63072000) * interval '1 second' + (s % 86400) * interval '1 second')
  from people, names n, picks p
  on conflict do nothing
  returning id
), addressed as (
  insert into client_addresses (client_id, kind, address, governorate_id, city_id, area_id)
  select i.id, kind, (1 + (i.id * 13 + o) % 120)::text || ' ' || n.streets[1 + (i.id + o) % cardinality(n.streets)],
         p.governorate_ids[pick], p.city_ids[pick], p.area_ids[pick]
  from inserted i, names n, picks p,
       unnest(array['nid', 'current_home', 'company']::address_kind[]) with ordinality as kinds(kind, o),
       lateral (select 1 + ((i.id * 7 + o * 13) % cardinality(p.area_ids))::int as pick) as chosen
  returning client_id
)
select count(*)::int as inserted from inserted`;
}

/** Inserts `count` realistic clients in batches and refreshes planner statistics. */
export async function insertFakeClients(db: Queryable, options: FakeClientsOptions): Promise<number> {
  const { count, createdBy, batchSize = 50_000, onProgress } = options;
  const first = 1 + (await db.select({ max: sql<number>`coalesce(max(${clients.id}), 0)`.mapWith(Number) }).from(clients))[0]!.max;
  let inserted = 0;
  for (let from = first; from < first + count; from += batchSize) {
    const to = Math.min(from + batchSize, first + count) - 1;
    const result = await db.execute<{ inserted: number }>(batchSql(from, to, createdBy));
    inserted += result.rows[0]?.inserted ?? 0;
    onProgress?.(inserted);
  }
  // PGlite has no autovacuum; without fresh statistics the list's plans degrade.
  await db.execute(sql`analyze clients`);
  await db.execute(sql`analyze client_addresses`);
  return inserted;
}
