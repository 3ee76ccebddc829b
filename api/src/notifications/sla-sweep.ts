import type { SlaHours } from '@back-office/shared/contract';
import { slaStageOf, workingHoursBetween } from '@back-office/shared/rules/sla';
import { LIMIT_REQUEST_STATUSES, type LimitRequestStatus } from '@back-office/shared/contract/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notify, requestRecord } from './notify';

/** The most breaches one sweep handles; the next minute's sweep takes the rest, oldest first. */
const SWEEP_BATCH = 500;

const HOUR_MS = 3_600_000;

/** The statuses whose time is measured, with their stage. */
const MEASURED = LIMIT_REQUEST_STATUSES.flatMap((status) => {
  const stage = slaStageOf(status);
  return stage ? [{ status, stage }] : [];
});

type Candidate = {
  id: string;
  request_status: LimitRequestStatus;
  stage_entered_at: Date | string;
  created_by: number | null;
  assigned_to: number | null;
};

export interface SlaSettings {
  sla_hours: SlaHours;
  public_holidays: readonly { date: string }[];
}

/**
 * Issue 18: one sweep of the SLA clock. Only one API process sweeps at a time (a transaction-level
 * advisory lock; the others skip this minute). The SQL prefilter keeps requests whose stage began
 * more calendar hours ago than its limit (working hours never exceed calendar hours), the working-hours
 * clock decides, and the insert into sla_breach_notices (once per stage entry, on conflict nothing)
 * picks the ones not yet told. Answers how many requests were notified; -1 when another process holds the sweep.
 */
export async function sweepSlaBreaches(db: Database, settings: SlaSettings, now: Date): Promise<number> {
  const holidays = settings.public_holidays.map((holiday) => holiday.date);
  const cutoffs = MEASURED.map(
    ({ status, stage }) => sql`(${status}, ${new Date(now.getTime() - settings.sla_hours[stage] * HOUR_MS).toISOString()}::timestamptz)`,
  );
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext('notifications_sla_sweep')) as locked`,
    );
    if (!lock.rows[0]?.locked) return -1;
    const candidates = await tx.execute<Candidate>(sql`
      select lr.id, lr.request_status, lr.stage_entered_at, lr.created_by, lr.assigned_to
      from limit_requests lr
      join (values ${sql.join(cutoffs, sql`, `)}) as cutoff(status, before) on lr.request_status::text = cutoff.status
      where lr.request_status not in ('closed', 'rejected', 'cancelled')
        and lr.stage_entered_at < cutoff.before
        and not exists (select 1 from sla_breach_notices b where b.limit_request_id = lr.id and b.stage_entered_at = lr.stage_entered_at)
      order by lr.stage_entered_at, lr.id
      limit ${SWEEP_BATCH}`);
    const breached = candidates.rows.filter((row) => {
      const stage = slaStageOf(row.request_status)!;
      return workingHoursBetween(new Date(row.stage_entered_at), now, holidays) >= settings.sla_hours[stage];
    });
    let riskUsers: number[] | undefined;
    let told = 0;
    for (const row of breached) {
      const id = Number(row.id);
      const inserted = await tx.execute(sql`
        insert into sla_breach_notices (limit_request_id, stage_entered_at) values (${id}, ${new Date(row.stage_entered_at).toISOString()}::timestamptz)
        on conflict do nothing returning limit_request_id`);
      if (inserted.rows.length === 0) continue;
      const stage = slaStageOf(row.request_status)!;
      let recipients: (number | null)[] = [row.assigned_to];
      if (stage === 'waiting_for_assignment') {
        riskUsers ??= (await tx.execute<{ id: number }>(sql`select id from users where role = 'risk' and active`)).rows.map((user) =>
          Number(user.id),
        );
        recipients = [...recipients, ...riskUsers];
      }
      // The agent's move: the request waits in their queue, not the reviewer's.
      if (stage === 'returned_to_agent' || stage === 'approved_without_contract') recipients = [row.created_by];
      await notify(tx, { event: 'sla_breached', recipients, record: requestRecord(id), actorId: null });
      told += 1;
    }
    return told;
  });
}
