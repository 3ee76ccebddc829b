import type { BadgeProps } from '@back-office/shared/fluent-extra';

/** SPEC §4: approved green, rejected red, waiting for a second reviewer or returned to the agent amber (issues 16, 18), every other request status neutral. */
export function requestStatusColour(status: string): BadgeProps['color'] {
  if (status === 'approved') return 'success';
  // Issue 18: a request back with its agent waits on them, like one waiting for a second reviewer.
  if (status === 'awaiting_confirmation' || status === 'returned_to_agent') return 'warning';
  if (status === 'rejected') return 'danger';
  return 'informative';
}
