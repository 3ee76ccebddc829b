import { Button, Field, makeStyles, tokens } from '@back-office/shared/fluent-core';
import { ChevronDownRegular, ChevronUpRegular, Select } from '@back-office/shared/fluent-extra';
import { useTranslation } from 'react-i18next';
import type { ListColumn, ListSort } from './list-column';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  field: { flexGrow: 1, minWidth: 0 },
});

export interface ListSortPickerProps<T> {
  columns: ListColumn<T>[];
  sort: ListSort;
  onSortChange: (sort: ListSort) => void;
}

/**
 * Cards have no header row to click (issue 15): on phones the order is picked above them, the
 * column in a select and the direction with a button that says which it is and flips it.
 */
export function ListSortPicker<T>({ columns, sort, onSortChange }: ListSortPickerProps<T>) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const sortable = columns.filter((column) => column.sortKey);
  if (sortable.length === 0) return null;
  const ascending = sort.direction === 'asc';
  return (
    <div className={styles.root}>
      <Field label={t('sorting.sortBy')} className={styles.field}>
        <Select value={sort.key} onChange={(_event, data) => onSortChange({ key: data.value, direction: sort.direction })}>
          {sortable.map((column) => (
            <option key={column.key} value={column.sortKey}>
              {column.header}
            </option>
          ))}
        </Select>
      </Field>
      <Button
        icon={ascending ? <ChevronUpRegular /> : <ChevronDownRegular />}
        aria-label={`${t('sorting.direction')}: ${t(ascending ? 'sorting.ascending' : 'sorting.descending')}`}
        onClick={() => onSortChange({ key: sort.key, direction: ascending ? 'desc' : 'asc' })}
      >
        {t(ascending ? 'sorting.ascending' : 'sorting.descending')}
      </Button>
    </div>
  );
}
