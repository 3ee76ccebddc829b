import { useEffect } from 'react';
import { Spinner, makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { ErrorState, LIMIT_REQUEST_PAGE_SIZES, Pagination, ResponsiveList } from '@back-office/shared/ui';
import { LimitRequestsEmpty } from './limit-requests-empty';
import { useListScope } from './list-scope';
import { useLimitRequestColumns } from './use-limit-request-columns';
import { useLimitRequestsQuery } from './use-limit-requests-query';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stale: { opacity: 0.6 },
});

/** The requests of the current page, or why there are none to show. */
export function LimitRequestsResults() {
  const { t } = useTranslation('limitRequests');
  const styles = useStyles();
  const { params, change } = useListScope();
  const { data, error, isLoading, isFetching, refetch } = useLimitRequestsQuery();
  const columns = useLimitRequestColumns();
  const lastPage = data?.pagination.last_page ?? 1;
  const total = data?.pagination.total ?? 0;

  // A stale link (or fewer requests since) can point past the end; show the last page instead.
  useEffect(() => {
    if (total > 0 && params.page > lastPage) change({ page: lastPage }, { replace: true });
  }, [total, lastPage, params.page, change]);

  if (error) return <ErrorState message={errorMessage(error, t('errors.errorFetchingLimitRequests'))} onRetry={() => void refetch()} />;
  if (isLoading || !data) return <Spinner label={t('loading', { ns: 'common' })} />;
  if (data.data.limit_requests.length === 0) return <LimitRequestsEmpty />;
  return (
    <div className={mergeClasses(styles.root, isFetching && styles.stale)} aria-busy={isFetching}>
      <ResponsiveList columns={columns} rows={data.data.limit_requests} getRowKey={(request) => request.id} caption={t('list.caption')} />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        total={total}
        totalCapped={data.pagination.total_capped}
        pageSizes={LIMIT_REQUEST_PAGE_SIZES}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(pageSize) => change({ pageSize, page: 1 })}
      />
    </div>
  );
}
