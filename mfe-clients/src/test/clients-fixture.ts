import type { ClientListItem, ClientsListData, ClientStatusOption } from '@back-office/shared/contract';
import type { PagedEnvelope } from '@back-office/shared';

export function client(overrides: Partial<ClientListItem> = {}): ClientListItem {
  return {
    id: 7,
    name: 'منى أحمد',
    code: 'CL-000007',
    phone_1: '01012345678',
    balance: '15000.50',
    status: 'active',
    source: 'staff',
    national_id: '29001011234567',
    title: 'محاسبة',
    creator: 'Sara Agent',
    updated_at: '2024-05-31T10:00:00Z',
    created_at: '2024-05-01T10:00:00Z',
    can_edit: true,
    is_submited: false,
    ...overrides,
  };
}

export const statuses: ClientStatusOption[] = [
  { value: 'pending', label: 'Pending', count: 4 },
  { value: 'active', label: 'Active', count: 7 },
  { value: 'rejected', label: 'Rejected', count: 1 },
];

export function clientsResponse(
  clients: ClientListItem[],
  total = clients.length,
  page = 1,
  itemsPerPage = 10,
  totalCapped = false,
): PagedEnvelope<ClientsListData> {
  return {
    data: { total_clients: total, total_balance: '123456.75', statuses, clients },
    pagination: {
      total,
      total_capped: totalCapped,
      page,
      items_per_page: itemsPerPage,
      last_page: Math.max(1, Math.ceil(total / itemsPerPage)),
    },
  };
}
