import type { ReactNode } from 'react';
import { makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalXXXL,
    paddingInline: tokens.spacingHorizontalL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
  },
  title: { ...typographyStyles.subtitle1, margin: 0, color: tokens.colorNeutralForeground1 },
  description: { ...typographyStyles.body1, margin: 0, color: tokens.colorNeutralForeground2 },
});

export interface EmptyStateProps {
  title: string;
  description?: string;
  /** What the user can do next, e.g. a link to create the first record. */
  action?: ReactNode;
}

/** Said instead of an empty list or missing record. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
