import { Button, makeStyles, tokens, NavigationRegular } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { selectLoggedIn, useAppSelector } from '@back-office/shared';
import { LazyPart } from '@back-office/shared/remotes';
import { AuthButton } from './auth-button';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { useIsPublicPage } from './use-is-public-page';
import { UserBadge } from './user-badge';

// Issue 18: the bell, its stream and its endpoints are a chunk of their own, fetched once signed in: /login loads none of it.
const loadBell = () => import('../notifications/notification-bell');

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingInline: tokens.spacingHorizontalL,
    minHeight: '56px',
    // Issue 15, defect 3: the bar never grows wider than the screen; what does not fit shrinks.
    maxWidth: '100%',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 640px)': { gap: tokens.spacingHorizontalXXS, paddingInline: tokens.spacingHorizontalS },
  },
  spacer: { flexGrow: 1 },
  end: { display: 'flex', alignItems: 'center', gap: 'inherit', flexShrink: 0 },
});

export function TopBar({ onMenu, showMenu = true }: { onMenu: () => void; showMenu?: boolean }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const loggedIn = useAppSelector(selectLoggedIn);
  const publicPage = useIsPublicPage();
  return (
    <header className={styles.bar}>
      {showMenu && <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('menu.open')} onClick={onMenu} />}
      <Logo />
      <div className={styles.spacer} />
      <UserBadge />
      <div className={styles.end}>
        {loggedIn && !publicPage && <LazyPart load={loadBell}>{({ NotificationBell }) => <NotificationBell />}</LazyPart>}
        <LanguageToggle />
        <ThemeToggle />
        <AuthButton />
      </div>
    </header>
  );
}
