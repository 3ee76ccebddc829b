/**
 * Toasts travel as DOM events addressed to a toaster id, so any remote bundle reaches
 * the shell's one toaster as long as both use this id.
 */
export const NOTIFICATIONS_TOASTER_ID = 'back-office-notifications';

/** SPEC §9: notifications auto-hide after 6 s. */
export const NOTIFICATION_TIMEOUT_MS = 6000;

/**
 * Issue 15, defect 11: toasts at the top covered the header (log out, language, title, Back).
 * At the bottom they cover no control of the top bar or the page's heading: the bottom end
 * corner on wide screens (left in Arabic), centred at the bottom on a phone, where the page
 * scrolls out from under them.
 */
export function toasterPosition(smallScreen: boolean): 'bottom' | 'bottom-end' {
  return smallScreen ? 'bottom' : 'bottom-end';
}
