import type { Language } from '@back-office/shared/rules';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import type { AuditAction } from '../../db/schema';

/** The audit list's and export's filters, checked (audit/audit-filters.ts). */
export interface AuditEventSearch {
  userId?: number;
  /** Any of these kinds; none: every kind. */
  actions: AuditAction[];
  recordType?: string;
  recordId?: string;
  /** From this instant, inclusive. */
  from?: Date;
  /** Up to this instant, exclusive. */
  to?: Date;
  /** Keyset: only entries older than this id (the previous page's last). */
  before?: number;
}

export type AuditEventRow = {
  /** bigserial: the driver gives it as text. */
  id: number | string;
  created_at: Date | string;
  action: AuditAction;
  user_id: number | null;
  who_name: string | null;
  who_email: string | null;
  ip: string | null;
  user_agent: string | null;
  record_type: string | null;
  record_id: string | null;
  record_label: string | null;
  details: Record<string, unknown> | null;
};

/**
 * Entries are written in id order and stamped with their transaction's start, so the id order
 * and the time order differ only among transactions running at once. A date range becomes an id
 * range read off the created_at index, widened by this margin so such neighbours are not lost;
 * the exact created_at test then keeps only what is in range (decision 0018).
 */
const CLOCK_MARGIN = sql`interval '5 minutes'`;

/**
 * The exact time test, written so no index serves it: read through the created_at index, a
 * month's range would be every entry of the month sorted by id; through the id range the page
 * stops after its rows (audit-events-plans.test.ts).
 */
const stampOf = sql`(a.created_at + interval '0 seconds')`;

function conditions(search: AuditEventSearch, action: AuditAction | undefined): SQL[] {
  const where: SQL[] = [];
  if (action) where.push(sql`a.action = ${action}`);
  if (search.userId !== undefined) where.push(sql`a.user_id = ${search.userId}`);
  if (search.recordType !== undefined) where.push(sql`a.record_type = ${search.recordType}`);
  if (search.recordId !== undefined) where.push(sql`a.record_id = ${search.recordId}`);
  if (search.before !== undefined) where.push(sql`a.id < ${search.before}`);
  if (search.from) {
    const from = search.from.toISOString();
    where.push(sql`${stampOf} >= ${from}::timestamptz`);
    where.push(sql`a.id >= coalesce((select f.id from "audit_log" f where f.created_at >= ${from}::timestamptz - ${CLOCK_MARGIN}
      order by f.created_at, f.id limit 1), 9223372036854775807)`);
  }
  if (search.to) {
    const to = search.to.toISOString();
    where.push(sql`${stampOf} < ${to}::timestamptz`);
    where.push(sql`a.id <= coalesce((select t.id from "audit_log" t where t.created_at < ${to}::timestamptz + ${CLOCK_MARGIN}
      order by t.created_at desc, t.id desc limit 1), 0)`);
  }
  return where;
}

const whereOf = (where: SQL[]) => (where.length === 0 ? sql`` : sql`where ${sql.join(where, sql` and `)}`);

/**
 * The newest `limit` matching entries' ids and columns. Several kinds are read kind by kind, each
 * from its (action, id) index in id order, and merged: one index range per kind instead of a
 * sort of every match (audit-events-plans.test.ts).
 */
function matching(search: AuditEventSearch, limit: number): SQL {
  const branches = (search.actions.length > 0 ? search.actions : [undefined]).map(
    (action) => sql`(select a.* from "audit_log" a ${whereOf(conditions(search, action))} order by a.id desc limit ${limit})`,
  );
  return branches.length === 1 ? branches[0]! : sql`(${sql.join(branches, sql` union all `)})`;
}

/** Issue 17, the audit trail's reading side. Nothing here writes: the table is append-only. */
export function auditEventsRepository(db: Queryable) {
  return {
    /** A page, newest first, with who acted and the record's name when it is cheap to know. */
    async page(search: AuditEventSearch, limit: number, language: Language): Promise<AuditEventRow[]> {
      const nameKey = language === 'en' ? 'name_en' : 'name_ar';
      const result = await db.execute<AuditEventRow>(sql`
        select a.id, a.created_at, a.action, a.user_id, u.name as who_name, u.email as who_email,
          host(a.ip) as ip, a.user_agent, a.record_type, a.record_id, a.details,
          case when a.record_type = 'user' then r.name
               when a.record_type = 'reference' then a.details ->> ${nameKey} end as record_label
        from ${matching(search, limit)} a
        left join users u on u.id = a.user_id
        left join users r on a.record_type = 'user'
          and r.id = case when a.record_id ~ '^[0-9]{1,9}$' then a.record_id::int end
        order by a.id desc
        limit ${limit}`);
      return result.rows;
    },

    /** How many entries match, counting no further than `limit` (the export's cap). */
    async countUpTo(search: AuditEventSearch, limit: number): Promise<number> {
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from (select 1 from ${matching(search, limit)} a limit ${limit}) matched`,
      );
      return result.rows[0]!.count;
    },

    /** Staff accounts whose name or e-mail holds `text`, for the "person" filter's picker. */
    async actors(text: string | undefined, limit: number): Promise<{ id: number; name: string; email: string }[]> {
      const pattern = `%${(text ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const result = await db.execute<{ id: number; name: string; email: string }>(sql`
        select id, name, email from users
        where name ilike ${pattern} or email ilike ${pattern}
        order by name, id limit ${limit}`);
      return result.rows;
    },
  };
}
