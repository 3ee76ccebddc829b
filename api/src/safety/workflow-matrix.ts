import type { LimitRequestActionKey, NewLimitRequest } from '../db/schema';

/**
 * Issue 16: the authorization matrix's cross-step and state rules. Each row puts one request in a
 * state, then has each person try one step on a fresh copy of it. The people are named by what
 * they did to the request; the creator is a risk user, so no rule can lean on the creator's role.
 */
export const PEOPLE = ['creator', 'assignee', 'approver', 'confirmer', 'other risk', 'agent', 'admin'] as const;
export type Person = (typeof PEOPLE)[number];

/** allowed: the route's own business follows (a 2xx, or a 422 on the empty form); otherwise the status. */
export type StepOutcome = 200 | 403 | 409 | 422 | 'allowed';

export interface WorkflowRow {
  state: (people: Record<Person, number>) => Partial<NewLimitRequest>;
  /** A workflow action, or the update route. */
  step: LimitRequestActionKey | 'update';
  payload?: (people: Record<Person, number>) => object;
  outcomes: Partial<Record<Person, StepOutcome>>;
}

const reviewed = (people: Record<Person, number>) => ({ requestStatus: 'under_review' as const, assignedTo: people.assignee });
const decided = (people: Record<Person, number>) => ({ ...reviewed(people), approvedBy: people.approver, approvedLimit: '15000.00' });

export const WORKFLOW_ROWS: Record<string, WorkflowRow> = {
  'take from the queue: a risk user, never the creator': {
    state: () => ({}),
    step: 'take',
    outcomes: { creator: 403, 'other risk': 200, agent: 403, admin: 403 },
  },
  'assign a new request: only an admin': {
    state: () => ({}),
    step: 'assign_user',
    payload: (people) => ({ user_id: people['other risk'] }),
    outcomes: { creator: 403, 'other risk': 403, agent: 403, admin: 200 },
  },
  're-assign a request under review: only an admin': {
    state: reviewed,
    step: 'assign_user',
    payload: (people) => ({ user_id: people['other risk'] }),
    outcomes: { assignee: 403, 'other risk': 403, agent: 403, admin: 200 },
  },
  'assign the creator as reviewer: refused on the field': {
    state: reviewed,
    step: 'assign_user',
    payload: (people) => ({ user_id: people.creator }),
    outcomes: { admin: 422 },
  },
  'approve: the assignee, unless they created it': {
    state: reviewed,
    step: 'approve',
    outcomes: { assignee: 200, creator: 403, 'other risk': 403, admin: 403, agent: 403 },
  },
  'approve their own request, assigned to them': {
    state: (people) => ({ requestStatus: 'under_review', assignedTo: people.creator }),
    step: 'approve',
    outcomes: { creator: 403 },
  },
  'reject their own request, assigned to them': {
    state: (people) => ({ requestStatus: 'under_review', assignedTo: people.creator }),
    step: 'reject',
    outcomes: { creator: 403 },
  },
  'confirm an approval: another risk user than the creator and the approver': {
    state: (people) => ({ ...decided(people), requestStatus: 'awaiting_confirmation' }),
    step: 'confirm_approval',
    outcomes: { approver: 403, creator: 403, 'other risk': 200, agent: 403, admin: 403 },
  },
  'send an approval back: the same people as confirm': {
    state: (people) => ({ ...decided(people), requestStatus: 'awaiting_confirmation' }),
    step: 'send_back',
    payload: () => ({ comment: 'Check the salary slip' }),
    outcomes: { approver: 403, creator: 403, 'other risk': 200, agent: 403, admin: 403 },
  },
  'return to the agent: the assignee, unless they created it': {
    state: reviewed,
    step: 'return_to_agent',
    // The first of the return reasons migration 0021 ships.
    payload: () => ({ reason_id: 1, comment: 'Add the latest payslip' }),
    outcomes: { assignee: 200, creator: 403, 'other risk': 403, admin: 403, agent: 403 },
  },
  'resubmit a returned request: its creator only': {
    state: (people) => ({ ...reviewed(people), requestStatus: 'returned_to_agent' }),
    step: 'resubmit',
    outcomes: { creator: 200, assignee: 403, 'other risk': 403, admin: 403, agent: 403 },
  },
  'edit a returned request: its creator only': {
    state: (people) => ({ ...reviewed(people), requestStatus: 'returned_to_agent' }),
    step: 'update',
    outcomes: { creator: 'allowed', admin: 403, assignee: 403, agent: 403 },
  },
  'close: never the approver or the confirmer': {
    state: (people) => ({
      ...decided(people),
      requestStatus: 'contract_uploaded',
      decisionStatus: 'approved',
      confirmedBy: people.confirmer,
    }),
    step: 'close',
    outcomes: { approver: 403, confirmer: 403, 'other risk': 200, admin: 200, agent: 403 },
  },
  'edit a new request: its creator or an admin': {
    state: () => ({}),
    step: 'update',
    outcomes: { creator: 'allowed', admin: 'allowed', agent: 403, 'other risk': 403 },
  },
  'edit a request under review: nobody, through the update route': {
    state: reviewed,
    step: 'update',
    outcomes: { creator: 409, admin: 409, assignee: 409, agent: 409 },
  },
  'edit a closed request: nobody': {
    state: (people) => ({ ...decided(people), requestStatus: 'closed', decisionStatus: 'closed' }),
    step: 'update',
    outcomes: { creator: 409, admin: 409, agent: 409 },
  },
};
