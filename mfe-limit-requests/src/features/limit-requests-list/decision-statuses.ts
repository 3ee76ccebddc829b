/** SPEC §4: the decision statuses the filter offers; the first three are the documented filter values. */
export const DECISION_STATUSES = ['approved', 'rejected', 'cancelled', 'pending', 'closed'] as const;
