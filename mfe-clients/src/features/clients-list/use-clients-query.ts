import { useGetClientsQuery } from '../../api/clients-api';
import { useListParams } from './use-list-params';

/** The page of clients the URL asks for; every part of the page shares this one cached request. */
export function useClientsQuery() {
  const { params } = useListParams();
  return useGetClientsQuery({
    page: params.page,
    itemsPerPage: params.pageSize,
    statuses: params.statuses,
    sources: params.sources,
    search: params.search,
    mine: params.mine,
    sort: params.sort,
    direction: params.direction,
  });
}
