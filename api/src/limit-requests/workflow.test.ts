import type { LimitRequestStatus } from '../db/schema';
import { availableActions, judge, type Actor, type WorkflowState } from './workflow';

const CREATOR = 1;
const RISK = 2;
const OTHER_RISK = 3;
const agent: Actor = { id: CREATOR, role: 'agent' };
const otherAgent: Actor = { id: 9, role: 'agent' };
const risk: Actor = { id: RISK, role: 'risk' };
const otherRisk: Actor = { id: OTHER_RISK, role: 'risk' };
const admin: Actor = { id: 4, role: 'admin' };

const state = (requestStatus: LimitRequestStatus): WorkflowState => ({
  requestStatus,
  createdBy: CREATOR,
  assignedTo: requestStatus === 'new' ? null : RISK,
});

describe('limit request workflow', () => {
  it.each([
    ['new', agent, ['assign_user', 'cancel']],
    ['new', otherAgent, ['assign_user']],
    ['new', admin, ['assign_user', 'cancel']],
    ['under_review', risk, ['approve', 'reject', 'assign_user']],
    ['under_review', otherRisk, ['assign_user']],
    ['under_review', agent, ['cancel']],
    ['under_review', otherAgent, []],
    ['under_review', admin, ['assign_user', 'cancel']],
    ['approved', otherAgent, ['upload_file', 'cancel']],
    ['contract_uploaded', agent, []],
    ['contract_uploaded', risk, ['close', 'upload_file']],
    ['contract_uploaded', admin, ['close', 'upload_file']],
    ['closed', admin, []],
    ['rejected', admin, []],
    ['cancelled', admin, []],
  ] as const)('%s offers %p to %o', (status, actor, expected) => {
    expect(availableActions(state(status), actor)).toEqual(expected);
  });

  it('tells a wrong user (403) from a wrong state (422)', () => {
    expect(judge('approve', state('under_review'), otherRisk)).toBe('forbidden');
    expect(judge('approve', state('under_review'), admin)).toBe('forbidden');
    expect(judge('approve', state('new'), risk)).toBe('unavailable');
    expect(judge('close', state('approved'), admin)).toBe('unavailable');
    expect(judge('cancel', state('closed'), admin)).toBe('unavailable');
    expect(judge('approve', state('under_review'), risk)).toBe('allowed');
  });
});
