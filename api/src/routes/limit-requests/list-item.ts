import type { LimitDecisionStatus, LimitRequestStatus } from '../../db/schema';
import type { ActionOption } from '../../repositories/limit-request-actions-repository';
import type { SessionUser } from '../../repositories/sessions-repository';
import { offeredActions } from './offered-actions';

interface ListRow {
  id: number;
  code: string;
  createdAt: Date;
  client: { id: number; name: string; monthlyIncome: string | null };
  requestStatus: LimitRequestStatus;
  requestedLimit: string;
  approvedLimit: string | null;
  tenure: number;
  merchantName: string;
  decisionStatus: LimitDecisionStatus;
  creator: string | null;
  createdBy: number | null;
  assignedTo: number | null;
  version: number;
}

/** One row of the list, with the actions the current user may run on it. */
export function toListItem(row: ListRow, user: SessionUser, actions: ActionOption[]) {
  return {
    id: row.id,
    code: row.code,
    created_at: row.createdAt.toISOString(),
    client: { id: row.client.id, name: row.client.name, monthly_income: row.client.monthlyIncome },
    request_status: row.requestStatus,
    requested_limit: row.requestedLimit,
    approved_limit: row.approvedLimit,
    tenure: row.tenure,
    merchant_name: row.merchantName,
    decision_status: row.decisionStatus,
    creator: row.creator,
    available_actions: offeredActions(row, user, actions),
    version: row.version,
  };
}
