import { USER_ROLES, type UserRole } from '@back-office/shared/contract/enums';
import type { readEnv } from './read-env';

export interface ExportConfig {
  /** Issue 16: roles that may download clients and limit requests as CSV (admin pages in issue 10). */
  exportRoles: UserRole[];
  /** The most rows one export may hold; a larger result is refused, asking for narrower filters. */
  exportMaxRows: number;
}

const isRole = (value: string): value is UserRole => (USER_ROLES as readonly string[]).includes(value);

export function readExportConfig(read: ReturnType<typeof readEnv>): ExportConfig {
  const roles = read
    .string('EXPORT_ROLES', 'admin,risk')
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);
  for (const role of roles.filter((role) => !isRole(role))) {
    read.problems.push(`EXPORT_ROLES must list roles from ${USER_ROLES.join(', ')}, comma-separated (got "${role}")`);
  }
  return {
    exportRoles: [...new Set(roles.filter(isRole))],
    exportMaxRows: read.integer('EXPORT_MAX_ROWS', 50_000, 1, 10_000_000),
  };
}
