import type { StaffMember } from '@back-office/shared/contract';
import type { StaffRow } from '../repositories/staff/staff-repository';

/** A staff row on the wire (issue 17). */
export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    language: row.language,
    active: row.active,
    locked: row.locked,
    locked_until: row.locked ? (row.lockedUntil?.toISOString() ?? null) : null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    invitation_pending: row.invitationPending,
    two_factor_enabled: row.twoFactorEnabled,
    created_at: row.createdAt.toISOString(),
  };
}
