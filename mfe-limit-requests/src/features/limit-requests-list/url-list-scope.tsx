import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListParams, writeListParams } from './list-params';
import { ListScopeContext, type ChangeParams, type ListScope } from './list-scope';

// Relative, so the rows work wherever the shell mounts this remote.
const relativeDetailsPath = (id: number) => String(id);

/** Filters in the URL, so reload, links and back keep them; paging and filtering add a history entry. */
export function UrlListScope({ children }: { children: ReactNode }) {
  const [url, setUrl] = useSearchParams();
  const params = useMemo(() => readListParams(url), [url]);
  const change = useCallback<ChangeParams>(
    (changes, options = {}) => setUrl((current) => writeListParams({ ...readListParams(current), ...changes }), options),
    [setUrl],
  );
  const scope = useMemo<ListScope>(
    () => ({ params, change, clientId: params.clientId, detailsPath: relativeDetailsPath }),
    [params, change],
  );
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
