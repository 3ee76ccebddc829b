import { Button, Spinner, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { DismissRegular, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorMessage } from '@back-office/shared';
import {
  EmptyState,
  ErrorState,
  SMALL_SCREEN_QUERY,
  useMediaQuery,
  useNotify,
  useNow,
  useVisuallyHiddenStyles,
} from '@back-office/shared/ui';
import type { Notification } from '@back-office/shared/contract';
import { useGetNotificationsInfiniteQuery, useGetUnreadCountQuery, useMarkNotificationsReadMutation } from '../api/notifications-api';
import { NotificationItem } from './notification-item';

/** How often the open panel renews its "how long ago": half a minute, fine enough for "5 minutes ago". */
const RELATIVE_TIME_TICK_MS = 30_000;

const useStyles = makeStyles({
  drawer: { width: '380px', maxWidth: '100vw' },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  settings: { color: tokens.colorBrandForegroundLink },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, listStyleType: 'none', margin: 0, padding: 0 },
  more: { display: 'flex', justifyContent: 'center', paddingBlock: tokens.spacingVerticalM },
});

/**
 * Issue 18: the notification panel, a drawer at the end side (the left in Arabic), the whole
 * screen on a phone. Newest first; an item opened is marked read; older pages on request.
 * Escape or the close button closes it, and the bell takes the focus back (`onClose`).
 */
export function NotificationPanel({ open, onClose, announcement }: { open: boolean; onClose: () => void; announcement: string }) {
  const { t } = useTranslation('notifications');
  const styles = useStyles();
  const notify = useNotify();
  const hidden = useVisuallyHiddenStyles();
  const phone = useMediaQuery(SMALL_SCREEN_QUERY);
  const list = useGetNotificationsInfiniteQuery();
  const { data: unreadCount = 0 } = useGetUnreadCountQuery();
  const [markRead, { isLoading: marking }] = useMarkNotificationsReadMutation();
  const notifications = list.data?.pages.flatMap((page) => page.data) ?? [];
  const now = useNow(open ? RELATIVE_TIME_TICK_MS : null);

  async function mark(body: { ids: number[] } | { all: true }) {
    const result = await markRead(body);
    if ('error' in result) notify.error(errorMessage(result.error, t('markError')));
  }

  function openItem(notification: Notification) {
    if (notification.read_at === null) void mark({ ids: [notification.id] });
    onClose();
  }

  return (
    <OverlayDrawer
      className={phone ? undefined : styles.drawer}
      size={phone ? 'full' : undefined}
      position="end"
      open={open}
      onOpenChange={(_event, data) => !data.open && onClose()}
    >
      <DrawerHeader>
        <DrawerHeaderTitle action={<Button appearance="subtle" aria-label={t('close')} icon={<DismissRegular />} onClick={onClose} />}>
          {t('title')}
        </DrawerHeaderTitle>
        <div className={styles.toolbar}>
          {/* disabledFocusable: the button keeps the focus once all are read, so Escape still reaches the drawer. */}
          <Button disabledFocusable={unreadCount === 0 || marking} onClick={() => void mark({ all: true })}>
            {t('markAllRead')}
          </Button>
          <Link className={styles.settings} to="/account/notifications" onClick={onClose}>
            {t('settings')}
          </Link>
        </div>
      </DrawerHeader>
      <DrawerBody>
        {/* The modal drawer hides the rest of the page from screen readers, the bell's live region with it. */}
        <div className={hidden.root} aria-live="polite" role="status">
          {announcement}
        </div>
        {list.isLoading && <Spinner label={t('title')} />}
        {list.isError && !list.data && (
          <ErrorState message={errorMessage(list.error, t('loadError'))} onRetry={() => void list.refetch()} />
        )}
        {list.data && notifications.length === 0 && <EmptyState title={t('empty')} description={t('emptyHint')} />}
        {notifications.length > 0 && (
          <ul className={styles.list} aria-label={t('title')}>
            {notifications.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onOpen={openItem} now={now} />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className={styles.more}>
            <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? <Spinner size="tiny" label={t('loadOlder')} /> : t('loadOlder')}
            </Button>
          </div>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
