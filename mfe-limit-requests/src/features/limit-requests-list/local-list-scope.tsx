import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LIST_PARAMS, type ListParams } from './list-params';
import { ListScopeContext, type ChangeParams, type ListScope } from './list-scope';

// The host page is not under this remote's mount path, so the rows name it in full.
const absoluteDetailsPath = (id: number) => `/limit-requests/${id}`;

/** One client's requests inside another page: filters kept in component state, the client fixed. */
export function LocalListScope({ clientId, children }: { clientId: number; children: ReactNode }) {
  const [state, setState] = useState<ListParams>(DEFAULT_LIST_PARAMS);
  const params = useMemo(() => ({ ...state, clientId }), [state, clientId]);
  const change = useCallback<ChangeParams>((changes) => setState((current) => ({ ...current, ...changes })), []);
  const scope = useMemo<ListScope>(() => ({ params, change, clientId, detailsPath: absoluteDetailsPath }), [params, change, clientId]);
  return <ListScopeContext.Provider value={scope}>{children}</ListScopeContext.Provider>;
}
