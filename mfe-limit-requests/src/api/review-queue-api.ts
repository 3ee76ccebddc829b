import { api, type Envelope } from '@back-office/shared';
import type { QueuePage, QueueQuery, TakeNextResult } from '@back-office/shared/contract';

function queueSearch({ view, reviewer_id: reviewerId, page, items_per_page: perPage }: QueueQuery): string {
  const params = new URLSearchParams();
  if (view) params.set('view', view);
  if (reviewerId !== undefined) params.set('reviewer_id', String(reviewerId));
  if (page !== undefined) params.set('page', String(page));
  if (perPage !== undefined) params.set('items_per_page', String(perPage));
  return params.toString();
}

/** Issue 18: the reviewer's queue (GET /limit-requests/queue) and "take the next one". */
export const reviewQueueApi = api.injectEndpoints({
  endpoints: (build) => ({
    reviewQueue: build.query<QueuePage, QueueQuery>({
      query: (query) => `/limit-requests/queue?${queueSearch(query)}`,
      providesTags: (result) => [
        { type: 'LimitRequest' as const, id: 'LIST' },
        ...(result?.data ?? []).map((row) => ({ type: 'LimitRequest' as const, id: row.id })),
      ],
    }),
    takeNextRequest: build.mutation<Envelope<TakeNextResult>, void>({
      query: () => ({ url: '/limit-requests/queue/take-next', method: 'POST' }),
      // The taken request leaves "unassigned" and joins "assigned to me", and its details changed.
      invalidatesTags: (result) =>
        result
          ? [
              { type: 'LimitRequest' as const, id: 'LIST' },
              { type: 'LimitRequest' as const, id: result.data.id },
            ]
          : [],
    }),
  }),
});

export const { useReviewQueueQuery, useTakeNextRequestMutation } = reviewQueueApi;
