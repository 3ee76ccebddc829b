import { useCallback, useMemo } from 'react';
import type { ListSort } from '@back-office/shared/ui';
import { LIMIT_REQUEST_SORTS } from '@back-office/shared/contract/enums';
import { useListScope } from './list-scope';

/**
 * Issue 15: the list's order as the shared list shows it, kept with the other parameters (in the
 * URL on the list page); a new order starts again at page 1. Without a choice the list shows
 * the server's default, newest first.
 */
export function useListSort(): { sort: ListSort; onSortChange: (sort: ListSort) => void } {
  const { params, change } = useListScope();
  const sort = useMemo<ListSort>(
    () => ({ key: params.sort ?? 'created_at', direction: params.direction ?? 'desc' }),
    [params.sort, params.direction],
  );
  const onSortChange = useCallback(
    ({ key, direction }: ListSort) => {
      const column = LIMIT_REQUEST_SORTS.find((known) => known === key);
      if (column) change({ sort: column, direction, page: 1 });
    },
    [change],
  );
  return { sort, onSortChange };
}
