import { useId } from 'react';
import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@back-office/shared/fluent-extra';
import { useVisuallyHiddenStyles } from '../styles/visually-hidden';
import type { ListViewProps } from './list-column';
import { ariaSort, nextSort, SortHeader } from './sort-header';

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  // Fluent fixes column widths by default, which crushes many columns on mid-size screens.
  table: { tableLayout: 'auto' },
  headerCell: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  noWrap: { whiteSpace: 'nowrap' },
});

/** The wide-screen list: a table with real header cells and a caption; sortable columns' headers are buttons. */
export function ListTable<T>({ columns, rows, getRowKey, caption, sort, onSortChange }: ListViewProps<T>) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const captionId = useId();
  return (
    // Focusable so keyboard users can scroll a table wider than the screen.
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <Table className={styles.table}>
        <caption id={captionId} className={hidden.root}>
          {caption}
        </caption>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} className={styles.headerCell} aria-sort={ariaSort(sort, column.sortKey)}>
                {column.sortKey && onSortChange ? (
                  <SortHeader
                    header={column.header}
                    sorted={sort?.key === column.sortKey ? sort.direction : undefined}
                    onSort={() => onSortChange(nextSort(sort, column.sortKey!))}
                  />
                ) : (
                  column.header
                )}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowKey(row)}>
              {columns.map((column) => (
                <TableCell key={column.key} className={column.wrap ? undefined : styles.noWrap}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
