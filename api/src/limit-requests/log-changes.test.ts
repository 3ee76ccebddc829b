import type { LimitRequest } from '../db/schema';
import type { LimitRequestRecord } from '../repositories/limit-requests/limit-request-writes-repository';
import { actionChanges, createdChanges, editedChanges, kindOf } from './log-changes';

const record: LimitRequestRecord = {
  limitRequestTypeId: 1,
  requestedLimit: '25000.00',
  tenure: 12,
  merchantId: 2,
  productId: 3,
  merchantBranchId: 4,
  relativeName: 'محمود علي',
  relativeMobileNumber: '01112345678',
  relativeDegreeTypeId: 5,
};
const stored = { ...record, id: 9, code: 'LR-000009' } as unknown as LimitRequest;

describe('what the activity log records (issue 15)', () => {
  it('records every term on create, old null', () => {
    expect(createdChanges(record)).toEqual([
      { field: 'limit_request_type_id', old: null, new: '1' },
      { field: 'requested_limit', old: null, new: '25000.00' },
      { field: 'tenure', old: null, new: '12' },
      { field: 'merchant_id', old: null, new: '2' },
      { field: 'product_id', old: null, new: '3' },
      { field: 'merchant_branch_id', old: null, new: '4' },
      { field: 'relative_name', old: null, new: 'محمود علي' },
      { field: 'relative_mobile_number', old: null, new: '01112345678' },
      { field: 'relative_degree_type_id', old: null, new: '5' },
    ]);
  });

  it('records only the terms an edit changed, old and new', () => {
    expect(editedChanges(stored, record)).toEqual([]);
    expect(
      editedChanges(stored, { ...record, requestedLimit: '30000.00', merchantBranchId: 7, relativeMobileNumber: '01098765432' }),
    ).toEqual([
      { field: 'requested_limit', old: '25000.00', new: '30000.00' },
      { field: 'merchant_branch_id', old: '4', new: '7' },
      { field: 'relative_mobile_number', old: '01112345678', new: '01098765432' },
    ]);
  });

  it('records the status an action moved to and the amount approved, as numeric(14, 2) writes it', () => {
    expect(
      actionChanges({ requestStatus: 'under_review', approvedLimit: null }, { requestStatus: 'approved', approvedLimit: '15000' }),
    ).toEqual([
      { field: 'approved_limit', old: null, new: '15000.00' },
      { field: 'request_status', old: 'under_review', new: 'approved' },
    ]);
    expect(actionChanges({ requestStatus: 'under_review', approvedLimit: null }, { requestStatus: 'under_review' })).toEqual([]);
  });

  it('says how each field reads', () => {
    expect([
      kindOf('requested_limit'),
      kindOf('approved_limit'),
      kindOf('tenure'),
      kindOf('request_status'),
      kindOf('merchant_id'),
    ]).toEqual(['money', 'money', 'number', 'request_status', 'text']);
  });
});
