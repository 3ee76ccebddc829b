import { makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalXXXL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (max-width: 640px)': { paddingInline: tokens.spacingHorizontalM },
  },
  link: {
    display: 'inline-block',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2, fontWeight: tokens.fontWeightSemibold },
});

const SECTIONS = ['users', 'reference', 'settings', 'audit'] as const;

/** The four administration sections, as links (the current one marked for screen readers too). */
export function AdminNav() {
  const { t } = useTranslation('admin');
  const styles = useStyles();
  return (
    <nav aria-label={t('sections')}>
      <ul className={styles.list}>
        {SECTIONS.map((section) => (
          <li key={section}>
            <NavLink to={`/admin/${section}`} className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}>
              {t(`nav.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
