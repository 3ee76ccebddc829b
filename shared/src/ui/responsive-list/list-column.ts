import type { ReactNode } from 'react';

/** One column of a list: its header and how a row shows in it (table cell or card line). */
export interface ListColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Free text (names) may wrap; codes, numbers and dates stay on one line in the table. */
  wrap?: boolean;
  /** The list's sort key this column orders by (the query's `sort`); absent: not sortable. */
  sortKey?: string;
}

/** The order a list is shown in: one column's key and a direction, as the list query sends them. */
export interface ListSort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface ListViewProps<T> {
  columns: ListColumn<T>[];
  rows: T[];
  getRowKey: (row: T) => string | number;
  /** Names the list for assistive technology; not shown. */
  caption: string;
  /** The current order; with onSortChange, sortable columns' headers (and a picker above cards) change it. */
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
}
