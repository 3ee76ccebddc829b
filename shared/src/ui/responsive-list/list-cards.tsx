import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { ListCard } from './list-card';
import type { ListViewProps } from './list-column';
import { ListSortPicker } from './list-sort-picker';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  list: { display: 'grid', gap: tokens.spacingVerticalM, listStyleType: 'none', margin: 0, padding: 0 },
});

export interface ListCardsProps<T> extends ListViewProps<T> {
  renderCard?: (row: T) => ReactNode;
}

/** The small-screen list: one card per row, as a named list, with the order picked above it when sortable. */
export function ListCards<T>({ columns, rows, getRowKey, caption, renderCard, sort, onSortChange }: ListCardsProps<T>) {
  const styles = useStyles();
  const list = (
    <ul className={styles.list} aria-label={caption}>
      {rows.map((row) => (
        <li key={getRowKey(row)}>{renderCard ? renderCard(row) : <ListCard columns={columns} row={row} />}</li>
      ))}
    </ul>
  );
  if (!sort || !onSortChange) return list;
  return (
    <div className={styles.root}>
      <ListSortPicker columns={columns} sort={sort} onSortChange={onSortChange} />
      {list}
    </div>
  );
}
