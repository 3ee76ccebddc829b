import { Card, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { CardHeader } from '@back-office/shared/fluent-extra';
import type { ListColumn } from './list-column';

const useStyles = makeStyles({
  title: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  pairs: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0 },
  pair: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

/** A row as a card: the first column as its title, the others as header–value pairs. */
export function ListCard<T>({ columns, row }: { columns: ListColumn<T>[]; row: T }) {
  const styles = useStyles();
  const [first, ...rest] = columns;
  return (
    <Card>
      {first && <CardHeader header={<div className={styles.title}>{first.render(row)}</div>} />}
      <dl className={styles.pairs}>
        {rest.map((column) => (
          <div key={column.key} className={styles.pair}>
            <dt className={styles.term}>{column.header}:</dt>
            <dd className={styles.value}>{column.render(row)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
