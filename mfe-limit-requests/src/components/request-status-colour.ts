import type { BadgeProps } from '@back-office/shared/fluent-extra';

/** SPEC §4: approved green, rejected red, waiting for a second reviewer amber (issue 16), every other request status neutral. */
export function requestStatusColour(status: string): BadgeProps['color'] {
  if (status === 'approved') return 'success';
  if (status === 'awaiting_confirmation') return 'warning';
  if (status === 'rejected') return 'danger';
  return 'informative';
}
