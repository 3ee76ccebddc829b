import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { ChevronDownRegular, ChevronUpRegular } from '@back-office/shared/fluent-extra';
import type { ListSort } from './list-column';

const useStyles = makeStyles({
  button: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusSmall },
  },
  // Kept in the layout when the column is not the sorted one, so headers do not shift on click.
  idle: { visibility: 'hidden' },
});

/** The order a click on a column asks for: the same column flips direction, another starts ascending. */
export function nextSort(sort: ListSort | undefined, key: string): ListSort {
  if (sort?.key === key) return { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** `aria-sort` of a header cell: only the sorted column says how (WAI-ARIA sortable table). */
export function ariaSort(sort: ListSort | undefined, sortKey: string | undefined) {
  if (!sortKey || sort?.key !== sortKey) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A sortable column's header (issue 15): a real button, so Enter and Space sort by it; its cell
 * carries aria-sort, and the chevron shows the direction of the sorted column.
 */
export function SortHeader({ header, sorted, onSort }: { header: string; sorted?: ListSort['direction']; onSort: () => void }) {
  const styles = useStyles();
  const Icon = sorted === 'asc' ? ChevronUpRegular : ChevronDownRegular;
  return (
    <button type="button" className={styles.button} onClick={onSort}>
      {header}
      <Icon aria-hidden className={sorted ? undefined : styles.idle} />
    </button>
  );
}
