import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams, type ListParams } from './list-params';

/**
 * The list's filters from the URL, and a way to change some of them. Typing in the search
 * box replaces the history entry; paging and filtering add one, so back undoes them.
 */
export function useListParams() {
  const [url, setUrl] = useSearchParams();
  const params = useMemo(() => readListParams(url), [url]);
  const change = useCallback(
    (changes: Partial<ListParams>, options: { replace?: boolean } = {}) =>
      setUrl((current) => writeListParams({ ...readListParams(current), ...changes }), options),
    [setUrl],
  );
  return { params, change };
}
