import { useEffect, useRef, useState } from 'react';
import { Button, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { AlertRegular } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import { formatNumber, selectLanguage, useAppDispatch, useAppSelector } from '@back-office/shared';
import { LazyPart } from '@back-office/shared/remotes';
import { useVisuallyHiddenStyles } from '@back-office/shared/ui';
import { notificationsApi, useGetUnreadCountQuery } from '../api/notifications-api';
import { useNotificationStream } from './use-notification-stream';
import './register-notification-translations';

// The panel (Fluent's drawer, the list) loads on the bell's first click, as the navigation drawer does.
const loadPanel = () => import('./notification-panel');

const useStyles = makeStyles({
  bell: { position: 'relative' },
  badge: {
    position: 'absolute',
    top: '2px',
    insetInlineEnd: '0',
    minWidth: '16px',
    height: '16px',
    paddingInline: '4px',
    boxSizing: 'border-box',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase100,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: '16px',
    textAlign: 'center',
    pointerEvents: 'none',
  },
});

/**
 * Issue 18: the bell in the top bar of a signed-in person. Its name says the unread count (the
 * badge shows it, hidden from screen readers so it is not read twice); the count and the list
 * follow the server's stream live, and a polite live region reads each new notification out.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const { data: count = 0 } = useGetUnreadCountQuery();
  const latest = useNotificationStream();
  const bell = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A mounted Fluent drawer puts Tabster's focusable sentinels on <body> (axe aria-hidden-focus): none until first opened.
  const [mounted, setMounted] = useState(false);

  // The server writes each notification's text in the reader's language: another language, another fetch.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    dispatch(notificationsApi.util.invalidateTags([{ type: 'Notification', id: 'LIST' }]));
  }, [dispatch, language]);

  const announcement = latest ? t('announce', { text: latest.text }) : '';
  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };
  const badge = count > 99 ? `${formatNumber(99, language)}+` : formatNumber(count, language);
  return (
    <>
      <Button
        ref={bell}
        className={styles.bell}
        appearance="subtle"
        aria-label={count > 0 ? t('bell', { count }) : t('bellNone')}
        aria-haspopup="dialog"
        aria-expanded={open}
        // The badge rides in the icon slot, so the button keeps its icon-only size.
        icon={
          <>
            <AlertRegular />
            {count > 0 && (
              <span className={styles.badge} aria-hidden="true" data-testid="notification-badge">
                {badge}
              </span>
            )}
          </>
        }
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      />
      <div className={hidden.root} aria-live="polite" role="status">
        {open ? '' : announcement}
      </div>
      {mounted && (
        <LazyPart load={loadPanel}>
          {({ NotificationPanel }) => <NotificationPanel open={open} onClose={close} announcement={open ? announcement : ''} />}
        </LazyPart>
      )}
    </>
  );
}
