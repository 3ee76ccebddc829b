import type { LimitRequestStatus, SlaState } from '../../contract/enums';
import type { SlaStage } from '../settings/settings-values';

/** Issue 18: the share of a stage's SLA after which a request is marked as near its limit. */
export const SLA_NEAR_SHARE = 0.75;

/**
 * The SLA stage a request's status stands in, or null when its time is not measured (decided,
 * closed, or waiting only for a contract upload's close).
 */
export function slaStageOf(status: LimitRequestStatus): SlaStage | null {
  switch (status) {
    case 'new':
      return 'waiting_for_assignment';
    case 'under_review':
      return 'under_review';
    case 'awaiting_confirmation':
      return 'awaiting_second_reviewer';
    case 'returned_to_agent':
      return 'returned_to_agent';
    case 'approved':
      return 'approved_without_contract';
    default:
      return null;
  }
}

/** Within, near (past 75 %) or breached (the limit reached), for working hours spent against a limit. */
export function slaStateOf(spentHours: number, limitHours: number): SlaState {
  if (spentHours >= limitHours) return 'breached';
  return spentHours >= limitHours * SLA_NEAR_SHARE ? 'near' : 'within';
}
