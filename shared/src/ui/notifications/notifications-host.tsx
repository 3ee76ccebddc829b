import { Toaster } from '@back-office/shared/fluent-core';
import { SMALL_SCREEN_QUERY, useMediaQuery } from '../hooks/use-media-query';
import { NOTIFICATIONS_TOASTER_ID, NOTIFICATION_TIMEOUT_MS, toasterPosition } from './notifications-config';

/** The portal's one toaster; the shell mounts it once, remotes reach it through `useNotify`. */
export function NotificationsHost() {
  const position = toasterPosition(useMediaQuery(SMALL_SCREEN_QUERY));
  return (
    <Toaster
      toasterId={NOTIFICATIONS_TOASTER_ID}
      position={position}
      timeout={NOTIFICATION_TIMEOUT_MS}
      // Reading time must be extendable (WCAG 2.2.1): hovering keeps a toast open.
      pauseOnHover
      pauseOnWindowBlur
    />
  );
}
