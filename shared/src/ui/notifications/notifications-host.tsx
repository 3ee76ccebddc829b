import { Toaster } from '@back-office/shared/fluent-core';
import { NOTIFICATIONS_TOASTER_ID, NOTIFICATION_TIMEOUT_MS } from './notifications-config';

/** The portal's one toaster; the shell mounts it once, remotes reach it through `useNotify`. */
export function NotificationsHost() {
  return (
    <Toaster
      toasterId={NOTIFICATIONS_TOASTER_ID}
      position="top-end"
      timeout={NOTIFICATION_TIMEOUT_MS}
      // Reading time must be extendable (WCAG 2.2.1): hovering keeps a toast open.
      pauseOnHover
      pauseOnWindowBlur
    />
  );
}
