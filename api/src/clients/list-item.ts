import type { ClientListItem } from '@back-office/shared/contract';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import type { ClientListRow } from '../repositories/clients/clients-list-statement';

/** Submitted clients are frozen for staff; an admin may still correct them. */
export const canEdit = (row: Pick<ClientListRow, 'isSubmitted'>, user: Pick<SessionUser, 'role'>) =>
  !row.isSubmitted || user.role === 'admin';

export function toListItem(row: ClientListRow, user: SessionUser): ClientListItem {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    phone_1: row.phone1,
    balance: row.balance,
    status: row.status,
    source: row.source,
    national_id: row.nationalId,
    title: row.title,
    creator: row.creator,
    updated_at: row.updatedAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    can_edit: canEdit(row, user),
    is_submited: row.isSubmitted,
  };
}
