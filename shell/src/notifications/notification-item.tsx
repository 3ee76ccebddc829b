import { makeStyles, mergeClasses, tokens, typographyStyles } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, formatRelativeTime, selectLanguage, useAppSelector } from '@back-office/shared';
import type { Notification } from '@back-office/shared/contract';
import { useVisuallyHiddenStyles } from '@back-office/shared/ui';
import { recordPath } from './record-path';

const useStyles = makeStyles({
  link: {
    display: 'grid',
    gridTemplateColumns: '8px 1fr',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  dot: { width: '8px', height: '8px', marginTop: '6px', borderRadius: tokens.borderRadiusCircular },
  unreadDot: { backgroundColor: tokens.colorBrandBackground },
  text: { ...typographyStyles.body1, overflowWrap: 'anywhere' },
  unreadText: { fontWeight: tokens.fontWeightSemibold },
  time: { ...typographyStyles.caption1, gridColumnStart: 2, color: tokens.colorNeutralForeground3 },
});

/**
 * One notification: the server's sentence, how long ago (the exact time on hover), and a link to
 * its record. Unread ones carry a dot and a bold sentence, and the word "Unread" for screen readers.
 */
export function NotificationItem({
  notification,
  onOpen,
  now,
}: {
  notification: Notification;
  onOpen: (notification: Notification) => void;
  /** What "how long ago" counts from, epoch milliseconds (the panel renews it while open). */
  now: number;
}) {
  const { t } = useTranslation('notifications');
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const language = useAppSelector(selectLanguage);
  const unread = notification.read_at === null;
  return (
    <Link className={styles.link} to={recordPath(notification.record)} onClick={() => onOpen(notification)}>
      <span className={mergeClasses(styles.dot, unread && styles.unreadDot)} aria-hidden="true" />
      <span className={mergeClasses(styles.text, unread && styles.unreadText)}>
        {unread && <span className={hidden.root}>{`${t('unread')}: `}</span>}
        {notification.text}
      </span>
      <time className={styles.time} dateTime={notification.created_at} title={formatDateTime(notification.created_at, language)}>
        {formatRelativeTime(notification.created_at, language, new Date(now))}
      </time>
    </Link>
  );
}
