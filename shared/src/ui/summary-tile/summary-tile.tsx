import { useId, type ReactNode } from 'react';
import { Card, makeStyles, tokens, typographyStyles } from '@back-office/shared/fluent-core';

const useStyles = makeStyles({
  card: { flexGrow: 1, flexBasis: '220px', minWidth: 0 },
  top: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  icon: { display: 'flex', fontSize: '24px', color: tokens.colorBrandForeground1 },
  label: { ...typographyStyles.body1Strong, margin: 0 },
  value: { ...typographyStyles.title2, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
});

export interface SummaryTileProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
}

/** A dashboard figure: a label and one big value, named together for screen readers. */
export function SummaryTile({ label, value, icon }: SummaryTileProps) {
  const styles = useStyles();
  const labelId = useId();
  return (
    <Card className={styles.card} aria-labelledby={labelId}>
      <div className={styles.top}>
        {icon && (
          <span className={styles.icon} aria-hidden>
            {icon}
          </span>
        )}
        <p id={labelId} className={styles.label}>
          {label}
        </p>
      </div>
      <div className={styles.value}>{value}</div>
    </Card>
  );
}
