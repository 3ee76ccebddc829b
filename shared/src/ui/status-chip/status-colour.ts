import type { BadgeProps } from '@back-office/shared/fluent-extra';

/** SPEC §4 status colours; any other status is informative. */
const statusColours: Record<string, BadgeProps['color']> = {
  active: 'success',
  approved: 'success',
  inactive: 'danger',
  rejected: 'danger',
  pending: 'warning',
};

export function statusColour(status: string): BadgeProps['color'] {
  return statusColours[status.toLowerCase()] ?? 'informative';
}
