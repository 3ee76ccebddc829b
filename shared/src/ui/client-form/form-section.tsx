import type { ReactNode } from 'react';
import { makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';

const useStyles = makeStyles({
  root: {
    margin: 0,
    paddingBlock: tokens.spacingVerticalL,
    paddingInline: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  legend: { ...typographyStyles.subtitle2, paddingInline: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground1 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
  },
});

/** One titled group of the client form; the legend names the group for assistive tech. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}

/** A child of a section that spans the whole row (lists, messages). */
export const useFullRowStyles = makeStyles({ row: { gridColumn: '1 / -1' } });
