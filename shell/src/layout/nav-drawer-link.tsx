import type { ReactElement } from 'react';
import { makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { NavLink } from 'react-router-dom';

const useStyles = makeStyles({
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2, fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  to: string;
  icon: ReactElement;
  label: string;
  onNavigate: () => void;
  /** Another entry owns the page though its path is under `to` (the review queue under limit requests): not marked current. */
  inactive?: boolean;
}

export function NavDrawerLink({ to, icon, label, onNavigate, inactive = false }: Props) {
  const styles = useStyles();
  return (
    <li>
      <NavLink
        to={to}
        onClick={onNavigate}
        // NavLink would say aria-current="page" on every page under `to`; "false" is ARIA's "not the current one".
        aria-current={inactive ? 'false' : 'page'}
        className={({ isActive }) => mergeClasses(styles.link, isActive && !inactive && styles.active)}
      >
        {icon}
        {label}
      </NavLink>
    </li>
  );
}
