import { api, type Envelope } from '@back-office/shared';
import type { MarkNotificationsRead, Notification, NotificationsPage, UnreadCount } from '@back-office/shared/contract';

/** Issue 18: the bell's pages of notifications. `before` 0 is the newest page. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<number, void>({
      query: () => '/notifications/unread-count',
      transformResponse: (response: Envelope<UnreadCount>) => response.data.unread_count,
      providesTags: [{ type: 'Notification', id: 'LIST' }],
    }),
    getNotifications: build.infiniteQuery<NotificationsPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
      },
      query: ({ pageParam }) => ({ url: '/notifications', params: pageParam ? { before: pageParam } : {} }),
      providesTags: (result) => [
        ...(result?.pages ?? []).flatMap((page) => page.data.map(({ id }) => ({ type: 'Notification' as const, id }))),
        { type: 'Notification', id: 'LIST' },
      ],
    }),
    markNotificationsRead: build.mutation<unknown, MarkNotificationsRead>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      // Marked at once in both caches; the stream's `read` event (or a refetch after a failure) sets the true count.
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const now = new Date().toISOString();
        const marks = (notification: Notification) => body.all === true || (body.ids ?? []).includes(notification.id);
        let newlyRead = 0;
        const list = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            for (const page of draft.pages) {
              for (const notification of page.data) {
                if (notification.read_at === null && marks(notification)) {
                  notification.read_at = now;
                  newlyRead += 1;
                }
              }
            }
          }),
        );
        const count = dispatch(
          notificationsApi.util.updateQueryData('getUnreadCount', undefined, (draft) => (body.all ? 0 : Math.max(0, draft - newlyRead))),
        );
        try {
          await queryFulfilled;
        } catch {
          list.undo();
          count.undo();
        }
      },
    }),
  }),
});

export const { useGetUnreadCountQuery, useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation } = notificationsApi;
