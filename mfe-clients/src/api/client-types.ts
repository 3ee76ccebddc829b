/** SPEC §3 Client (list), as GET /clients sends it. */
export interface ClientListItem {
  id: number;
  name: string;
  code: string;
  phone_1: string;
  /** Decimal string, exact to the piastre. */
  balance: string;
  status: string;
  national_id: string;
  title: string | null;
  creator: string | null;
  updated_at: string;
  can_edit: boolean;
  /** Spelled as on the wire. */
  is_submited: boolean;
}

export interface ClientStatusOption {
  value: string;
  label: string;
  /** Clients in this status across the whole book. */
  count: number;
}

export interface ClientsListData {
  total_clients: number;
  total_balance: string;
  statuses: ClientStatusOption[];
  clients: ClientListItem[];
}
