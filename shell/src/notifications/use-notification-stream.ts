import { useEffect, useState } from 'react';
import {
  apiUrl,
  selectAccessToken,
  selectLanguage,
  sessionEnded,
  useAppDispatch,
  useAppSelector,
  type AppDispatch,
} from '@back-office/shared';
import type { Notification, NotificationStreamEvent, UnreadCount } from '@back-office/shared/contract';
import { notificationsApi } from '../api/notifications-api';
import { readEventStream } from './read-event-stream';
import type { SseMessage } from './sse-parser';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 60_000;

/** Waits `ms`, or less when the stream is given up (sign-out, language change, unmount). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Puts one stream message into the RTK Query cache, so the bell's count and the panel's list change in place. */
function applyMessage(dispatch: AppDispatch, message: SseMessage, announce: (notification: Notification) => void) {
  if (message.event !== 'notification' && message.event !== 'read') return;
  let payload: NotificationStreamEvent | UnreadCount;
  try {
    payload = JSON.parse(message.data) as NotificationStreamEvent | UnreadCount;
  } catch {
    return;
  }
  const count = payload.unread_count;
  if (typeof count !== 'number') return;
  dispatch(notificationsApi.util.upsertQueryData('getUnreadCount', undefined, count));
  const notification = 'notification' in payload ? payload.notification : null;
  if (notification) {
    dispatch(
      notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
        const first = draft.pages[0];
        if (first && !draft.pages.some((page) => page.data.some(({ id }) => id === notification.id))) first.data.unshift(notification);
      }),
    );
    announce(notification);
    return;
  }
  // Read elsewhere (another tab, another device): all read is exact; otherwise the list is fetched again.
  let unreadShown = 0;
  dispatch(
    notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
      for (const page of draft.pages) {
        for (const item of page.data) {
          if (item.read_at === null && count === 0) item.read_at = new Date().toISOString();
          else if (item.read_at === null) unreadShown += 1;
        }
      }
    }),
  );
  if (unreadShown > count) dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
}

/**
 * Issue 18: keeps the signed-in person's notification stream open (GET /notifications/stream)
 * and feeds it into the cache. A dropped connection is opened again after 1, 2, 4 … s (at most
 * a minute; the server's `retry:` is the first step) and the count fetched again, since events
 * may have passed meanwhile. A 401 ends the session as every other call does; another refusal
 * (the route missing, forbidden) is not retried. Returns the latest new notification, for the
 * live region that announces it.
 */
export function useNotificationStream(): Notification | null {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const language = useAppSelector(selectLanguage);
  const [latest, setLatest] = useState<Notification | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    const controller = new AbortController();
    const { signal } = controller;
    const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': language };
    async function run() {
      let failures = 0;
      for (let attempt = 0; !signal.aborted; attempt += 1) {
        if (attempt > 0) dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
        const outcome = await readEventStream(apiUrl('/notifications/stream'), headers, signal, (message) =>
          applyMessage(dispatch, message, setLatest),
        );
        if (outcome.kind === 'aborted') return;
        if (outcome.kind === 'refused') {
          if (outcome.status === 401) dispatch(sessionEnded());
          if (outcome.status < 500 && outcome.status !== 408 && outcome.status !== 429) return;
        }
        failures = outcome.kind === 'lost' && outcome.connected ? 1 : failures + 1;
        const first = outcome.kind === 'lost' && outcome.retry !== undefined ? outcome.retry : FIRST_RETRY_MS;
        await pause(Math.min(LONGEST_RETRY_MS, first * 2 ** (failures - 1)), signal);
      }
    }
    void run();
    return () => controller.abort();
  }, [dispatch, token, language]);

  return latest;
}
