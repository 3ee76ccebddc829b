import { useCurrentUserQuery } from '@back-office/shared';
import { makeStyles, tokens } from '@back-office/shared/fluent-core';
import { EmptyState, PageFrame, PagedResults, useNow } from '@back-office/shared/ui';
import { useTranslation } from 'react-i18next';
import { useReviewQueueQuery } from '../../api/review-queue-api';
import { QueueTabs } from './queue-tabs';
import { ReviewerPicker } from './reviewer-picker';
import { TakeNextButton } from './take-next-button';
import { useQueueColumns } from './use-queue-columns';
import { QUEUE_PAGE_SIZES, useQueueParams } from './use-queue-params';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

/** Ages are as of the last minute, so a page left open keeps counting. */
const AGE_TICK_MS = 60_000;

/** Issue 18: the reviewer's queue, oldest first, with each row's age, time in stage and SLA. */
export function ReviewQueuePage() {
  const { t } = useTranslation('reviewQueue');
  const styles = useStyles();
  const role = useCurrentUserQuery().data?.role;
  const admin = role === 'admin';
  // An admin has no work of their own to start from: everything open is theirs to watch.
  const { params, change } = useQueueParams(admin ? 'all_open' : 'assigned_to_me');
  const view = params.view === 'by_reviewer' && role !== undefined && !admin ? 'assigned_to_me' : params.view;
  const query = useReviewQueueQuery(
    { view, reviewer_id: params.reviewerId, page: params.page, items_per_page: params.pageSize },
    { skip: role === undefined },
  );
  const columns = useQueueColumns(useNow(AGE_TICK_MS));
  const { data } = query;
  return (
    <PageFrame title={t('title')} actions={role === 'risk' && <TakeNextButton />}>
      <div className={styles.root}>
        <QueueTabs view={view} counts={data?.counts} admin={admin} onChange={(next) => change({ view: next })} />
        {view === 'by_reviewer' && data?.reviewers && (
          <ReviewerPicker reviewers={data.reviewers} value={params.reviewerId} onChange={(reviewerId) => change({ reviewerId })} />
        )}
        <PagedResults
          query={query}
          page={
            data && {
              rows: data.data,
              pagination: {
                total: data.pagination.total,
                last_page: Math.max(1, Math.ceil(data.pagination.total / data.pagination.items_per_page)),
              },
            }
          }
          params={params}
          change={change}
          columns={columns}
          getRowKey={(row) => row.id}
          caption={t(`tabs.${view}`)}
          pageSizes={QUEUE_PAGE_SIZES}
          errorText={t('loadFailed')}
          empty={<EmptyState title={t(`empty.${view}`)} />}
        />
      </div>
    </PageFrame>
  );
}
