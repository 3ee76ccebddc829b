import type { LimitRequestStatus } from '../db/schema';
import { needsSecondReviewer } from './four-eyes';
import { availableActions, judge, type Actor, type WorkflowState } from './workflow';

const CREATOR = 1;
const RISK = 2;
const OTHER_RISK = 3;
const agent: Actor = { id: CREATOR, role: 'agent' };
const otherAgent: Actor = { id: 9, role: 'agent' };
const risk: Actor = { id: RISK, role: 'risk' };
const otherRisk: Actor = { id: OTHER_RISK, role: 'risk' };
const admin: Actor = { id: 4, role: 'admin' };

/** `risk` reviews (and approved, once past review); `agent` created it. */
const state = (requestStatus: LimitRequestStatus, values: Partial<WorkflowState> = {}): WorkflowState => ({
  requestStatus,
  createdBy: CREATOR,
  assignedTo: requestStatus === 'new' ? null : RISK,
  approvedBy: ['awaiting_confirmation', 'approved', 'contract_uploaded', 'closed'].includes(requestStatus) ? RISK : null,
  confirmedBy: null,
  ...values,
});

describe('limit request workflow', () => {
  it.each([
    ['new', agent, ['cancel']],
    ['new', otherAgent, []],
    ['new', risk, ['take']],
    ['new', admin, ['assign_user', 'cancel']],
    ['under_review', risk, ['approve', 'reject', 'return_to_agent']],
    ['under_review', otherRisk, []],
    ['under_review', agent, ['cancel']],
    ['under_review', otherAgent, []],
    ['under_review', admin, ['assign_user', 'cancel']],
    ['awaiting_confirmation', risk, []],
    ['awaiting_confirmation', otherRisk, ['confirm_approval', 'send_back']],
    ['awaiting_confirmation', agent, ['cancel']],
    ['awaiting_confirmation', admin, ['cancel']],
    ['approved', otherAgent, ['upload_file', 'cancel']],
    ['approved', risk, ['cancel']],
    ['contract_uploaded', agent, []],
    ['contract_uploaded', risk, []],
    ['contract_uploaded', otherRisk, ['close', 'upload_file']],
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
    expect(judge('take', state('under_review'), otherRisk)).toBe('unavailable');
    expect(judge('approve', state('under_review'), risk)).toBe('allowed');
  });

  describe('separation of duties (issue 16)', () => {
    const riskCreator: Actor = { id: CREATOR, role: 'risk' };

    it('never lets the creator take, approve, reject, confirm or send back their own request, whatever their role', () => {
      expect(judge('take', state('new'), riskCreator)).toBe('forbidden');
      const assignedToCreator = state('under_review', { assignedTo: CREATOR });
      expect(judge('approve', assignedToCreator, riskCreator)).toBe('forbidden');
      expect(judge('reject', assignedToCreator, riskCreator)).toBe('forbidden');
      const awaiting = state('awaiting_confirmation', { approvedBy: OTHER_RISK });
      expect(judge('confirm_approval', awaiting, riskCreator)).toBe('forbidden');
      expect(judge('send_back', awaiting, riskCreator)).toBe('forbidden');
    });

    it('never lets the approver confirm their own approval', () => {
      expect(judge('confirm_approval', state('awaiting_confirmation'), risk)).toBe('forbidden');
      expect(judge('send_back', state('awaiting_confirmation'), risk)).toBe('forbidden');
      expect(judge('confirm_approval', state('awaiting_confirmation'), otherRisk)).toBe('allowed');
      expect(judge('confirm_approval', state('awaiting_confirmation'), admin)).toBe('forbidden');
      expect(judge('confirm_approval', state('awaiting_confirmation'), otherAgent)).toBe('forbidden');
    });

    it('never lets the approver or the confirmer upload the contract or close', () => {
      const confirmed = { approvedBy: RISK, confirmedBy: OTHER_RISK };
      for (const decider of [risk, otherRisk]) {
        expect(judge('upload_file', state('approved', confirmed), decider)).toBe('forbidden');
        expect(judge('upload_file', state('contract_uploaded', confirmed), decider)).toBe('forbidden');
        expect(judge('close', state('contract_uploaded', confirmed), decider)).toBe('forbidden');
      }
      expect(judge('close', state('contract_uploaded', confirmed), { id: 7, role: 'risk' })).toBe('allowed');
      expect(judge('upload_file', state('approved', confirmed), agent)).toBe('allowed');
    });

    it('lets a risk user take only an unassigned request, and only an admin assign or re-assign', () => {
      expect(judge('take', state('new', { assignedTo: OTHER_RISK }), risk)).toBe('forbidden');
      expect(judge('take', state('new'), admin)).toBe('forbidden');
      expect(judge('take', state('new'), otherAgent)).toBe('forbidden');
      expect(judge('assign_user', state('new'), risk)).toBe('forbidden');
      expect(judge('assign_user', state('new'), agent)).toBe('forbidden');
      expect(judge('assign_user', state('under_review'), risk)).toBe('forbidden');
      expect(judge('assign_user', state('under_review'), otherRisk)).toBe('forbidden');
      expect(judge('assign_user', state('under_review'), admin)).toBe('allowed');
      expect(judge('assign_user', state('awaiting_confirmation'), admin)).toBe('unavailable');
    });
  });
});

describe('four eyes under the API configuration (issue 16)', () => {
  it('reads FOUR_EYES_AMOUNT and FOUR_EYES_PERCENT', () => {
    expect(needsSecondReviewer('15000.00', '20000.00', { fourEyesAmount: 100_000, fourEyesPercent: 20 })).toBe(true);
    expect(needsSecondReviewer('15000.00', '20000.00', { fourEyesAmount: 100_000, fourEyesPercent: 30 })).toBe(false);
    expect(needsSecondReviewer('150000.00', '150000.00', { fourEyesAmount: 200_000, fourEyesPercent: 20 })).toBe(false);
  });
});
