import type { Dashboard } from '@back-office/shared/contract';

const compared = (current: number | null, previous: number | null) => ({ current, previous });

/** A dashboard as GET /api/dashboard sends it (shared/src/contract/dashboard.ts), for a reviewer. */
export function dashboardFixture(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    period: { from: '2026-10-27', to: '2026-11-25', days: 30 },
    bucket: 'day',
    tiles: {
      total_balance: '1250000.50',
      clients_count: 1234,
      open_requests: 42,
      awaiting_decision: 17,
      requests_created: compared(120, 100),
      approval_rate: compared(0.75, 0.8),
      median_decision_hours: compared(5.5, 5.5),
      p90_decision_hours: compared(30, null),
      approvals: compared(60, 50),
    },
    mine: {
      clients_count: null,
      open_requests: 4,
      unassigned: 9,
      decisions: compared(12, 10),
      approval_rate: compared(0.5, 0.6),
      median_decision_hours: compared(3, 4),
    },
    clients_by_status: [
      { key: 'active', count: 1000 },
      { key: 'pending', count: 234 },
    ],
    requests_by_decision: [
      { key: 'pending', count: 17 },
      { key: 'approved', count: 60 },
      { key: 'rejected', count: 20 },
    ],
    amounts: { requested: '500000.00', approved: '320000.00' },
    decisions_per_bucket: [
      { day: '2026-11-24', approved: 3, rejected: 1 },
      { day: '2026-11-25', approved: 2, rejected: 0 },
    ],
    by_merchant: [
      { id: 1, name: 'Cairo Electronics', requests: 50, approvals: 30 },
      { id: null, name: null, requests: 5, approvals: 2 },
    ],
    by_product: [{ id: 2, name: 'Phones', requests: 40, approvals: 25 }],
    by_branch: [{ id: 3, name: 'Nasr City, "East"', requests: 30, approvals: 20 }],
    reviewers: [{ id: 7, name: 'Mona Adel', open_count: 4, median_decision_hours: 3 }],
    ...overrides,
  };
}
