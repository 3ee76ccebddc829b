import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@back-office/shared/fluent-core';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, color: tokens.colorNeutralForeground1, overflowWrap: 'anywhere' },
});

export interface InfoItem {
  label: string;
  /** Nothing to say (null, undefined or '') shows as a dash rather than a blank. */
  value: ReactNode;
}

const isMissing = (value: ReactNode) => value === null || value === undefined || value === '';

/** Label and value pairs as a description list, so each value is announced with its label. */
export function InfoList({ items }: { items: InfoItem[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.list}>
      {items.map((item) => (
        <div key={item.label}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.value}>{isMissing(item.value) ? '—' : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
