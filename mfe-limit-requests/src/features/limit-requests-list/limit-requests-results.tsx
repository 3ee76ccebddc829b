import { useTranslation } from 'react-i18next';
import { LIMIT_REQUEST_PAGE_SIZES, PagedResults } from '@back-office/shared/ui';
import { LimitRequestsEmpty } from './limit-requests-empty';
import { useListScope } from './list-scope';
import { useLimitRequestColumns } from './use-limit-request-columns';
import { useLimitRequestsQuery } from './use-limit-requests-query';
import { useListSort } from './use-list-sort';

/** The requests of the current page, or why there are none to show. */
export function LimitRequestsResults() {
  const { t } = useTranslation('limitRequests');
  const { params, change } = useListScope();
  const query = useLimitRequestsQuery();
  const { data } = query;
  const columns = useLimitRequestColumns();
  // Issue 15: the order (ListViewProps.sort / onSortChange), handed on to the shared list, which
  // draws the sortable headers and the picker above cards.
  const sorting = useListSort();
  return (
    <PagedResults
      {...sorting}
      query={query}
      page={data && { rows: data.data.limit_requests, pagination: data.pagination }}
      params={params}
      change={change}
      columns={columns}
      getRowKey={(request) => request.id}
      caption={t('list.caption')}
      pageSizes={LIMIT_REQUEST_PAGE_SIZES}
      errorText={t('errors.errorFetchingLimitRequests')}
      empty={<LimitRequestsEmpty />}
    />
  );
}
