/**
 * Toasts travel as DOM events addressed to a toaster id, so any remote bundle reaches
 * the shell's one toaster as long as both use this id.
 */
export const NOTIFICATIONS_TOASTER_ID = 'back-office-notifications';

/** SPEC §9: notifications auto-hide after 6 s. */
export const NOTIFICATION_TIMEOUT_MS = 6000;
