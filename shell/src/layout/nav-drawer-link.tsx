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
}

export function NavDrawerLink({ to, icon, label, onNavigate }: Props) {
  const styles = useStyles();
  return (
    <li>
      <NavLink to={to} onClick={onNavigate} className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}>
        {icon}
        {label}
      </NavLink>
    </li>
  );
}
