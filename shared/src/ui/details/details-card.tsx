import { useId, type ReactNode } from 'react';
import { Card, makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';

const useStyles = makeStyles({
  card: { gap: tokens.spacingVerticalM, minWidth: 0 },
  title: { ...typographyStyles.subtitle1, margin: 0, color: tokens.colorNeutralForeground1 },
});

/** A titled region of the details page; the h2 names the region for screen readers. */
export function DetailsCard({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <Card className={styles.card} role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
