import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: 'inherit',
    textDecorationLine: 'none',
    flexShrink: 0,
  },
  name: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    whiteSpace: 'nowrap',
    // On a phone the name leaves its room to the person's name and the buttons, yet still names the link (issue 15, defect 3).
    '@media (max-width: 640px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});

export function Logo() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <Link to="/" className={styles.link}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill={tokens.colorBrandBackground} />
        <path
          d="M9 20.5c0-4.7 3.3-9 7.5-9 2.4 0 4.2 1.1 5.5 2.8l-2.3 1.8c-.8-1.1-1.8-1.7-3.2-1.7-2.5 0-4.4 2.6-4.4 6.1h10.4v2.7H9z"
          fill={tokens.colorNeutralForegroundOnBrand}
        />
      </svg>
      <span className={styles.name}>{t('appName')}</span>
    </Link>
  );
}
