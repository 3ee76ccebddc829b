import { createContext, useContext } from 'react';
import type { ListParams } from './list-params';

export type ChangeParams = (changes: Partial<ListParams>, options?: { replace?: boolean }) => void;

/**
 * Where the list keeps its filters and where its rows lead. The limit-requests page keeps
 * them in the URL; the list embedded in a client's page keeps them to itself, so it never
 * rewrites the host page's address.
 */
export interface ListScope {
  params: ListParams;
  change: ChangeParams;
  /** Set when the list shows one client's requests: no client column, no create button. */
  clientId?: number;
  detailsPath: (id: number) => string;
}

export const ListScopeContext = createContext<ListScope | null>(null);

export function useListScope(): ListScope {
  const scope = useContext(ListScopeContext);
  if (!scope) throw new Error('useListScope needs a UrlListScope or LocalListScope above it');
  return scope;
}
