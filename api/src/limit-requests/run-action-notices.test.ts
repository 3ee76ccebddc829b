import type { LimitRequestActionKey } from '../db/schema';
import type { ActionChange } from './action-change';
import { toldOf } from './run-action';

/** Issue 18: whom each workflow action tells (the actor is dropped later, by notify()). */
describe('toldOf', () => {
  const state = { createdBy: 1, assignedTo: 2 };
  const change = (requestStatus: string, assignedTo?: number) => ({ transition: { requestStatus, assignedTo } }) as unknown as ActionChange;
  const told = (action: LimitRequestActionKey, requestStatus = 'under_review', assignedTo?: number) =>
    toldOf(action, change(requestStatus, assignedTo), state);

  it.each([
    ['assign_user', 'under_review', 3, { event: 'request_assigned', recipients: [3] }],
    ['approve', 'approved', undefined, { event: 'request_approved', recipients: [1] }],
    ['approve', 'awaiting_confirmation', undefined, undefined],
    ['confirm_approval', 'approved', undefined, { event: 'request_approved', recipients: [1] }],
    ['reject', 'rejected', undefined, { event: 'request_rejected', recipients: [1] }],
    ['return_to_agent', 'returned_to_agent', undefined, { event: 'request_returned', recipients: [1] }],
    ['resubmit', 'under_review', undefined, { event: 'request_resubmitted', recipients: [2] }],
    ['close', 'closed', undefined, { event: 'request_closed', recipients: [1] }],
    ['take', 'under_review', 9, undefined],
    ['cancel', 'cancelled', undefined, undefined],
  ] as const)('%s to %s tells %j', (action, status, assignedTo, expected) => {
    expect(told(action, status, assignedTo)).toEqual(expected);
  });
});
