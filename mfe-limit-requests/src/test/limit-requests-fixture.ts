import type { PagedEnvelope } from '@back-office/shared';
import type { LimitRequestListItem, LimitRequestsListData } from '@back-office/shared/contract';

export function limitRequest(overrides: Partial<LimitRequestListItem> = {}): LimitRequestListItem {
  return {
    id: 5,
    code: 'LR-000005',
    created_at: '2024-05-31T10:00:00Z',
    client: { id: 7, name: 'منى أحمد', monthly_income: '12000.00' },
    request_status: 'approved',
    requested_limit: '50000.00',
    approved_limit: '40000.00',
    tenure: 12,
    merchant_name: 'B.TECH',
    decision_status: 'approved',
    creator: 'Sara Agent',
    available_actions: [],
    version: 3,
    ...overrides,
  };
}

export const codes = ['LR-000001', 'LR-000002', 'LR-000003', 'LR-000004', 'LR-000005', 'LR-000006'];

export function limitRequestsResponse(
  rows: LimitRequestListItem[],
  total = rows.length,
  page = 1,
  itemsPerPage = 10,
  totalCapped = false,
): PagedEnvelope<LimitRequestsListData> {
  return {
    data: { limit_requests: rows, risk_users: [{ id: 3, name: 'Rana Risk' }], document_types: [{ id: 1, name: 'Contract' }], codes },
    pagination: {
      total,
      total_capped: totalCapped,
      page,
      items_per_page: itemsPerPage,
      last_page: Math.max(1, Math.ceil(total / itemsPerPage)),
    },
  };
}

/** An approved request and a new one without approval or tenure yet. */
export const twoRequests = [
  limitRequest(),
  limitRequest({
    id: 6,
    code: 'LR-000006',
    client: { id: 8, name: 'Omar Khaled', monthly_income: null },
    request_status: 'new',
    approved_limit: null,
    tenure: 0,
    decision_status: 'pending',
  }),
];
