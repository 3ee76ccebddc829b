import type { ReactNode } from 'react';

/** One column of a list: its header and how a row shows in it (table cell or card line). */
export interface ListColumn<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Free text (names) may wrap; codes, numbers and dates stay on one line in the table. */
  wrap?: boolean;
}

export interface ListViewProps<T> {
  columns: ListColumn<T>[];
  rows: T[];
  getRowKey: (row: T) => string | number;
  /** Names the list for assistive technology; not shown. */
  caption: string;
}
