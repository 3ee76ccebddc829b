import { Button, makeStyles, tokens, NavigationRegular } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { AuthButton } from './auth-button';
import { LanguageToggle } from './language-toggle';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import { useIsPublicPage } from './use-is-public-page';

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
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
});

export function TopBar({ onMenu }: { onMenu: () => void }) {
  const { t } = useTranslation('shell');
  const styles = useStyles();
  const publicPage = useIsPublicPage();
  return (
    <header className={styles.bar}>
      {!publicPage && <Button appearance="subtle" icon={<NavigationRegular />} aria-label={t('menu.open')} onClick={onMenu} />}
      <Logo />
      <div className={styles.spacer} />
      <LanguageToggle />
      <ThemeToggle />
      <AuthButton />
    </header>
  );
}
