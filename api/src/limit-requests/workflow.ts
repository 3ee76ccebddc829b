import type { LimitDecisionStatus, LimitRequestActionKey, LimitRequestStatus, UserRole } from '../db/schema';

/** What the workflow needs to know of a request. */
export interface WorkflowState {
  requestStatus: LimitRequestStatus;
  createdBy: number | null;
  assignedTo: number | null;
  /** Issue 16: who approved it (the first reviewer when four eyes apply). */
  approvedBy: number | null;
  /** Issue 16: the second reviewer who confirmed that approval. */
  confirmedBy: number | null;
}

export interface Actor {
  id: number;
  role: UserRole;
}

type Permission = (state: WorkflowState, actor: Actor) => boolean;

const both =
  (...permissions: Permission[]): Permission =>
  (state, actor) =>
    permissions.every((permission) => permission(state, actor));

const anyStaff: Permission = () => true;
const admin: Permission = (_state, actor) => actor.role === 'admin';
const creatorOrAdmin: Permission = (state, actor) => actor.role === 'admin' || state.createdBy === actor.id;
const riskOrAdmin: Permission = (_state, actor) => actor.role === 'risk' || actor.role === 'admin';
const riskUser: Permission = (_state, actor) => actor.role === 'risk';
const assignedRiskUser: Permission = (state, actor) => actor.role === 'risk' && state.assignedTo === actor.id;
const unassigned: Permission = (state) => state.assignedTo === null;
/** Issue 18: a returned request goes back to its reviewer only from the one who made it. */
const creator: Permission = (state, actor) => state.createdBy === actor.id;

/** Issue 16 (separation of duties): the creator never decides on their own request, whatever their role. */
const notCreator: Permission = (state, actor) => state.createdBy !== actor.id;
/** Issue 16: the second reviewer of a four-eyes approval is never the first. */
const notApprover: Permission = (state, actor) => state.approvedBy !== actor.id;
/** Issue 16: whoever approved (or confirmed) a request never uploads its contract or closes it. */
const notDecider: Permission = (state, actor) => state.approvedBy !== actor.id && state.confirmedBy !== actor.id;

/**
 * The workflow table: per request status, the actions offered and who may run each.
 * Closed, rejected and cancelled requests offer nothing. Issue 16: a new request waits unassigned
 * in the queue until a risk user takes it or an admin assigns it; only an admin re-assigns one
 * under review; an approval above the four-eyes threshold waits in `awaiting_confirmation`.
 * Issue 18: the assigned reviewer may return it to its creator, who resubmits it to them.
 */
const WORKFLOW: Record<LimitRequestStatus, Partial<Record<LimitRequestActionKey, Permission>>> = {
  new: { take: both(riskUser, unassigned, notCreator), assign_user: both(admin, unassigned), cancel: creatorOrAdmin },
  under_review: {
    approve: both(assignedRiskUser, notCreator),
    reject: both(assignedRiskUser, notCreator),
    return_to_agent: both(assignedRiskUser, notCreator),
    assign_user: admin,
    cancel: creatorOrAdmin,
  },
  awaiting_confirmation: {
    confirm_approval: both(riskUser, notCreator, notApprover),
    send_back: both(riskUser, notCreator, notApprover),
    cancel: creatorOrAdmin,
  },
  // Issue 18: its creator edits it, then resubmits it to the same reviewer.
  returned_to_agent: { resubmit: creator, cancel: creatorOrAdmin },
  approved: { upload_file: both(anyStaff, notDecider), cancel: anyStaff },
  contract_uploaded: { close: both(riskOrAdmin, notDecider), upload_file: both(riskOrAdmin, notDecider) },
  closed: {},
  rejected: {},
  cancelled: {},
};

type Outcome = { requestStatus: LimitRequestStatus; decisionStatus: LimitDecisionStatus };

/** Where each action leaves the request; approve may instead wait for confirmation (AWAITING_CONFIRMATION). */
export const OUTCOMES: Record<LimitRequestActionKey, Outcome> = {
  take: { requestStatus: 'under_review', decisionStatus: 'pending' },
  assign_user: { requestStatus: 'under_review', decisionStatus: 'pending' },
  approve: { requestStatus: 'approved', decisionStatus: 'approved' },
  confirm_approval: { requestStatus: 'approved', decisionStatus: 'approved' },
  send_back: { requestStatus: 'under_review', decisionStatus: 'pending' },
  reject: { requestStatus: 'rejected', decisionStatus: 'rejected' },
  cancel: { requestStatus: 'cancelled', decisionStatus: 'cancelled' },
  upload_file: { requestStatus: 'contract_uploaded', decisionStatus: 'approved' },
  close: { requestStatus: 'closed', decisionStatus: 'closed' },
  return_to_agent: { requestStatus: 'returned_to_agent', decisionStatus: 'pending' },
  resubmit: { requestStatus: 'under_review', decisionStatus: 'pending' },
};

/** Issue 16: an approval that needs a second reviewer; nothing is decided until then. */
export const AWAITING_CONFIRMATION: Outcome = { requestStatus: 'awaiting_confirmation', decisionStatus: 'pending' };

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
