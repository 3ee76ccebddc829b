import { useEffect } from 'react';
import { Spinner, makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { CLIENT_PAGE_SIZES, ErrorState, Pagination, ResponsiveList } from '@back-office/shared/ui';
import { ClientsEmpty } from './clients-empty';
import { useClientColumns } from './use-client-columns';
import { useClientsQuery } from './use-clients-query';
import { useListParams } from './use-list-params';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stale: { opacity: 0.6 },
});

/** The clients of the current page, or why there are none to show. */
export function ClientsResults() {
  const { t } = useTranslation('clients');
  const styles = useStyles();
  const { params, change } = useListParams();
  const { data, error, isLoading, isFetching, refetch } = useClientsQuery();
  const columns = useClientColumns(data?.data.statuses ?? []);
  const lastPage = data?.pagination.last_page ?? 1;
  const total = data?.pagination.total ?? 0;

  // A stale link (or fewer clients since) can point past the end; show the last page instead.
  useEffect(() => {
    if (total > 0 && params.page > lastPage) change({ page: lastPage }, { replace: true });
  }, [total, lastPage, params.page, change]);

  if (error) return <ErrorState message={errorMessage(error, t('errors.errorFetchingClients'))} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (data.data.clients.length === 0) return <ClientsEmpty />;
  return (
    <div className={mergeClasses(styles.root, isFetching && styles.stale)} aria-busy={isFetching}>
      <ResponsiveList columns={columns} rows={data.data.clients} getRowKey={(client) => client.id} caption={t('list.caption')} />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        total={total}
        totalCapped={data.pagination.total_capped}
        pageSizes={CLIENT_PAGE_SIZES}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(pageSize) => change({ pageSize, page: 1 })}
      />
    </div>
  );
}
