import type { ClientSource, ClientStatus } from '../../db/schema';
import type { SessionUser } from '../../repositories/sessions-repository';

interface ListRow {
  id: number;
  name: string;
  code: string;
  phone1: string;
  balance: string;
  status: ClientStatus;
  source: ClientSource;
  nationalId: string;
  title: string | null;
  creator: string | null;
  updatedAt: Date;
  isSubmitted: boolean;
}

/** Submitted clients are frozen for staff; an admin may still correct them. */
export const canEdit = (row: Pick<ListRow, 'isSubmitted'>, user: Pick<SessionUser, 'role'>) =>
  !row.isSubmitted || user.role === 'admin';

export function toListItem(row: ListRow, user: SessionUser) {
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
    can_edit: canEdit(row, user),
    is_submited: row.isSubmitted,
  };
}
