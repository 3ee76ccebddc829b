import type { LimitDecisionStatus, LimitRequestActionKey, LimitRequestStatus, UserRole } from '../db/schema';

/** What the workflow needs to know of a request. */
export interface WorkflowState {
  requestStatus: LimitRequestStatus;
  createdBy: number | null;
  assignedTo: number | null;
}

export interface Actor {
  id: number;
  role: UserRole;
}

type Permission = (state: WorkflowState, actor: Actor) => boolean;

const anyStaff: Permission = () => true;
const creatorOrAdmin: Permission = (state, actor) => actor.role === 'admin' || state.createdBy === actor.id;
const riskOrAdmin: Permission = (_state, actor) => actor.role === 'risk' || actor.role === 'admin';
const assignedRiskUser: Permission = (state, actor) => actor.role === 'risk' && state.assignedTo === actor.id;

/**
 * The workflow table: per request status, the actions offered and who may run each.
 * Closed, rejected and cancelled requests offer nothing.
 */
const WORKFLOW: Record<LimitRequestStatus, Partial<Record<LimitRequestActionKey, Permission>>> = {
  new: { assign_user: anyStaff, cancel: creatorOrAdmin },
  under_review: { approve: assignedRiskUser, reject: assignedRiskUser, assign_user: riskOrAdmin, cancel: creatorOrAdmin },
  approved: { upload_file: anyStaff, cancel: anyStaff },
  contract_uploaded: { close: riskOrAdmin, upload_file: riskOrAdmin },
  closed: {},
  rejected: {},
  cancelled: {},
};

/** Where each action leaves the request. */
export const OUTCOMES: Record<LimitRequestActionKey, { requestStatus: LimitRequestStatus; decisionStatus: LimitDecisionStatus }> = {
  assign_user: { requestStatus: 'under_review', decisionStatus: 'pending' },
  approve: { requestStatus: 'approved', decisionStatus: 'approved' },
  reject: { requestStatus: 'rejected', decisionStatus: 'rejected' },
  cancel: { requestStatus: 'cancelled', decisionStatus: 'cancelled' },
  upload_file: { requestStatus: 'contract_uploaded', decisionStatus: 'approved' },
  close: { requestStatus: 'closed', decisionStatus: 'closed' },
};

export type Verdict = 'allowed' | 'forbidden' | 'unavailable';

/** Unavailable in this state (422) is told apart from available to someone else (403). */
export function judge(action: LimitRequestActionKey, state: WorkflowState, actor: Actor): Verdict {
  const permission = WORKFLOW[state.requestStatus][action];
  if (!permission) return 'unavailable';
  return permission(state, actor) ? 'allowed' : 'forbidden';
}

/** The actions this actor may run now, in the table's order. */
export function availableActions(state: WorkflowState, actor: Actor): LimitRequestActionKey[] {
  return (Object.keys(WORKFLOW[state.requestStatus]) as LimitRequestActionKey[]).filter(
    (action) => judge(action, state, actor) === 'allowed',
  );
}
