import { useTranslation } from 'react-i18next';
import { CLIENT_SORTS } from '@back-office/shared/contract/enums';
import { CLIENT_PAGE_SIZES, PagedResults } from '@back-office/shared/ui';
import { ClientsEmpty } from './clients-empty';
import { useClientColumns } from './use-client-columns';
import { useClientsQuery } from './use-clients-query';
import { useListParams } from './use-list-params';

/** The clients of the current page, or why there are none to show. */
export function ClientsResults() {
  const { t } = useTranslation('clients');
  const { params, change } = useListParams();
  const query = useClientsQuery();
  const { data } = query;
  const columns = useClientColumns(data?.data.statuses ?? []);
  return (
    <PagedResults
      query={query}
      page={data && { rows: data.data.clients, pagination: data.pagination }}
      params={params}
      change={change}
      columns={columns}
      getRowKey={(client) => client.id}
      caption={t('list.caption')}
      pageSizes={CLIENT_PAGE_SIZES}
      errorText={t('errors.errorFetchingClients')}
      empty={<ClientsEmpty />}
      sort={{ key: params.sort, direction: params.direction }}
      // A new order starts again at page 1, like a new filter (issue 15).
      onSortChange={({ key, direction }) => {
        const sort = CLIENT_SORTS.find((value) => value === key);
        if (sort) change({ sort, direction, page: 1 });
      }}
    />
  );
}
