import { api } from '@back-office/shared';
import type { MarkNotificationsRead, Notification, NotificationsPage, UnreadCount } from '@back-office/shared/contract';

/** Issue 18: the bell's pages of notifications. `before` 0 is the newest page. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<number, void>({
      query: () => '/notifications/unread-count',
      transformResponse: (response: UnreadCount) => response.unread_count,
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
    // The answer is the unread count after, as the API counts it.
    markNotificationsRead: build.mutation<UnreadCount, MarkNotificationsRead>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      // Marked at once in both caches; the answer (and the stream's `read` event) then sets the true count.
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
          const { data } = await queryFulfilled;
          dispatch(notificationsApi.util.upsertQueryData('getUnreadCount', undefined, data.unread_count));
        } catch {
          list.undo();
          count.undo();
        }
      },
    }),
  }),
});

export const { useGetUnreadCountQuery, useGetNotificationsInfiniteQuery, useMarkNotificationsReadMutation } = notificationsApi;
