import { useEffect, type ReactNode } from 'react';
import { Spinner, makeStyles, mergeClasses, tokens } from '@back-office/shared/fluent-core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@back-office/shared';
import { ErrorState } from '../error-state/error-state';
import { Pagination } from '../pagination/pagination';
import type { ListColumn, ListSort } from '../responsive-list/list-column';
import { ResponsiveList } from '../responsive-list/responsive-list';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  stale: { opacity: 0.6 },
});

/** The page of a list query as the wire pages it (SPEC §9), with its rows already picked out. */
export interface ResultsPage<Row> {
  rows: Row[];
  pagination: { last_page: number; total: number; total_capped?: boolean };
}

/** What a paged query reports, whichever endpoint it asks. */
export interface PagedQueryState {
  error?: Parameters<typeof errorMessage>[0];
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface PagedResultsProps<Row> {
  query: PagedQueryState;
  /** The current page, once the query has one. */
  page: ResultsPage<Row> | undefined;
  params: { page: number; pageSize: number };
  change: (changes: { page?: number; pageSize?: number }, options?: { replace?: boolean }) => void;
  columns: ListColumn<Row>[];
  getRowKey: (row: Row) => string | number;
  caption: string;
  pageSizes: readonly number[];
  /** Shown when the query fails and the server gave no message of its own. */
  errorText: string;
  /** Shown when the page has no rows. */
  empty: ReactNode;
  /** The list's order and how to change it (issue 15); without them no column is sortable. */
  sort?: ListSort;
  onSortChange?: (sort: ListSort) => void;
}

/** A list's current page, or why there are none to show: the one shape of every paged list (SPEC §2). */
export function PagedResults<Row>(props: PagedResultsProps<Row>) {
  const { query, page, params, change, columns, getRowKey, caption, pageSizes, errorText, empty, sort, onSortChange } = props;
  const { t } = useTranslation('common');
  const styles = useStyles();
  const lastPage = page?.pagination.last_page ?? 1;
  const total = page?.pagination.total ?? 0;

  // A stale link (or fewer rows since) can point past the end; show the last page instead.
  useEffect(() => {
    if (total > 0 && params.page > lastPage) change({ page: lastPage }, { replace: true });
  }, [total, lastPage, params.page, change]);

  // The error replaces the page and its total: the last answer's count beside a load error would be stale (issue 15 defect 13).
  if (query.error) return <ErrorState message={errorMessage(query.error, errorText)} onRetry={() => void query.refetch()} />;
  if (query.isLoading || !page) return <Spinner label={t('loading')} />;
  if (page.rows.length === 0) return <>{empty}</>;
  return (
    <div className={mergeClasses(styles.root, query.isFetching && styles.stale)} aria-busy={query.isFetching}>
      <ResponsiveList columns={columns} rows={page.rows} getRowKey={getRowKey} caption={caption} sort={sort} onSortChange={onSortChange} />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        total={total}
        totalCapped={page.pagination.total_capped}
        pageSizes={pageSizes}
        onPageChange={(next) => change({ page: next })}
        onPageSizeChange={(pageSize) => change({ pageSize, page: 1 })}
      />
    </div>
  );
}
