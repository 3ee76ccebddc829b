import type { QueueSla } from '@back-office/shared/contract';
import type { LimitRequestStatus } from '@back-office/shared/contract/enums';
import { addWorkingHours, slaStageOf, slaStateOf, workingHoursBetween } from '@back-office/shared/rules/sla';

export interface SlaSettings {
  sla_hours: Record<string, number>;
  public_holidays: readonly { date: string }[];
}

/** Working hours are shown to a tenth of an hour; the state is judged on the exact figure. */
const tenth = (hours: number) => Math.round(hours * 10) / 10;

/**
 * Issue 18: where a request stands against its current stage's SLA, counted in working hours
 * (Cairo time, Friday and Saturday off, the admin's public holidays off); null for a stage the SLA
 * does not measure (decided, closed, cancelled).
 */
export function slaOf(
  status: LimitRequestStatus,
  stageEnteredAt: Date,
  settings: SlaSettings,
  now: Date,
  holidays: ReadonlySet<string> = holidayDays(settings),
): QueueSla | null {
  const stage = slaStageOf(status);
  if (!stage) return null;
  const limit = settings.sla_hours[stage];
  if (limit === undefined) return null;
  const spent = workingHoursBetween(stageEnteredAt, now, holidays);
  return {
    stage,
    limit_hours: limit,
    spent_hours: tenth(spent),
    state: slaStateOf(spent, limit),
    due_at: addWorkingHours(stageEnteredAt, limit, holidays).toISOString(),
  };
}

export const holidayDays = (settings: SlaSettings): ReadonlySet<string> => new Set(settings.public_holidays.map(({ date }) => date));
