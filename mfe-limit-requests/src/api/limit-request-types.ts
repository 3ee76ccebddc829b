import type { NamedItem } from '@back-office/shared';

/** A server-defined transition the user may run on the request (SPEC §4). */
export interface AvailableAction {
  id: number;
  name: string;
  core_function_key: string;
}

/** SPEC §3 Limit request (list), as GET /limit-requests sends it. */
export interface LimitRequestListItem {
  id: number;
  code: string;
  created_at: string;
  client: { id: number; name: string; monthly_income: string | null };
  request_status: string;
  /** Decimal strings, exact to the piastre. */
  requested_limit: string;
  approved_limit: string | null;
  /** Months; 0 means not set yet. */
  tenure: number;
  merchant_name: string | null;
  decision_status: string | null;
  creator: string | null;
  available_actions: AvailableAction[];
  /** Send back as If-Match with an action, so acting on a stale view answers 409. */
  version: number;
}

export interface LimitRequestsListData {
  limit_requests: LimitRequestListItem[];
  risk_users: NamedItem[];
  document_types: NamedItem[];
  /** Every request code the filter may offer. */
  codes: string[];
}
