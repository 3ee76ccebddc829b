import { api } from '@back-office/shared';
import type { NotificationPreferences } from '@back-office/shared/contract';

const PREFERENCES = { type: 'NotificationPreference' as const, id: 'LIST' };

/** Issue 18: which notification events also send me an e-mail (GET and PUT answer the whole list, no envelope). */
export const notificationPreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationPreferences: build.query<NotificationPreferences, void>({
      query: () => '/account/notification-preferences',
      providesTags: [PREFERENCES],
    }),
    saveNotificationPreferences: build.mutation<NotificationPreferences, NotificationPreferences>({
      query: (body) => ({ url: '/account/notification-preferences', method: 'PUT', body }),
      // The switch moves at once; a refused save puts it back (the page says why).
      async onQueryStarted(body, { dispatch, queryFulfilled }) {
        const patch = dispatch(notificationPreferencesApi.util.updateQueryData('getNotificationPreferences', undefined, () => body));
        try {
          const { data } = await queryFulfilled;
          dispatch(notificationPreferencesApi.util.upsertQueryData('getNotificationPreferences', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetNotificationPreferencesQuery, useSaveNotificationPreferencesMutation } = notificationPreferencesApi;
