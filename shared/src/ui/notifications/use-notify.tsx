import { useMemo } from 'react';
import { useToastController, type ToastIntent } from '@back-office/shared/fluent-extra';
import { NOTIFICATIONS_TOASTER_ID } from './notifications-config';
import { NotificationToast } from './notification-toast';

export interface Notify {
  success(text: string): void;
  error(text: string): void;
  info(text: string): void;
}

let sequence = 0;

/**
 * Fluent numbers toasts per bundle and silently drops a toast whose id the toaster has
 * already seen, so two remotes would hide each other's first toasts without our own ids.
 */
function nextToastId(): string {
  sequence += 1;
  return `notification-${sequence}-${Math.random().toString(36).slice(2)}`;
}

/** Shows translated text as a toast in the shell's toaster, from any remote. */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(NOTIFICATIONS_TOASTER_ID);
  return useMemo(() => {
    const show = (intent: ToastIntent) => (text: string) =>
      dispatchToast(<NotificationToast text={text} />, { intent, toastId: nextToastId() });
    return { success: show('success'), error: show('error'), info: show('info') };
  }, [dispatchToast]);
}
