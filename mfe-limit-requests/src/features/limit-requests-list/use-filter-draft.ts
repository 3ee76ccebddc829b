import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useDebouncedValue } from '@back-office/shared/ui';
import { filterErrors, hasFilterErrors } from './filter-rules';
import { NO_FILTERS, sameFilters, type FilterValues } from './list-params';
import { useListScope } from './list-scope';

/** SPEC §7/§9: the list reloads this long after the last filter change. */
export const FILTER_DELAY_MS = 500;

const pickFilters = ({ search, codes, decisionStatuses, dateFrom, dateTo }: FilterValues): FilterValues => ({
  search,
  codes,
  decisionStatuses,
  dateFrom,
  dateTo,
});

/**
 * The filters being edited. They reach the list (page 1) once edits pause, at once on apply
 * or clear, and never while a rule is broken.
 */
export function useFilterDraft() {
  const { params, change } = useListScope();
  const committed = useMemo(() => pickFilters(params), [params]);
  const [draft, setDraft] = useState<FilterValues>(committed);
  const settled = useDebouncedValue(draft, FILTER_DELAY_MS);
  const errors = filterErrors(draft);

  const commit = useCallback(
    (values: FilterValues) => {
      if (hasFilterErrors(filterErrors(values))) return;
      if (!sameFilters(values, committed)) change({ ...values, page: 1 });
    },
    [committed, change],
  );

  // As in useDebouncedText, each effect watches one side: committing on `committed` would
  // undo a back navigation, and copying `settled` back would erase what is being edited.
  const onSettled = useEffectEvent((values: FilterValues) => commit(values));
  const onCommitted = useEffectEvent((values: FilterValues) => {
    if (!sameFilters(values, settled)) setDraft(values);
  });
  useEffect(() => onSettled(settled), [settled]);
  useEffect(() => onCommitted(committed), [committed]);

  const update = useCallback((changes: Partial<FilterValues>) => setDraft((current) => ({ ...current, ...changes })), []);
  const apply = () => commit(draft);
  const clear = () => {
    setDraft(NO_FILTERS);
    commit(NO_FILTERS);
  };
  return { draft, update, errors, apply, clear };
}
