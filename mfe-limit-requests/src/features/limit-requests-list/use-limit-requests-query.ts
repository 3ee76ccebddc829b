import { useGetLimitRequestsQuery } from '../../api/limit-requests-api';
import { useListScope } from './list-scope';

/** The page of requests the list's filters ask for; filters, total and rows share this one cached request. */
export function useLimitRequestsQuery() {
  const { params } = useListScope();
  return useGetLimitRequestsQuery({
    page: params.page,
    itemsPerPage: params.pageSize,
    clientId: params.clientId,
    requestCodes: params.codes,
    search: params.search,
    decisionStatuses: params.decisionStatuses,
    dateFrom: params.dateFrom,
    dateTo: params.dateTo,
    mine: params.mine,
    sort: params.sort,
    direction: params.direction,
  });
}
