import { api, type Envelope } from '@back-office/shared';
import type { AdminSettings, SettingsPatch } from '@back-office/shared/contract';

export interface SaveSettingsArgs {
  changes: SettingsPatch;
  /** The page's version, sent as If-Match: a save made on an older page is refused (409). */
  version: number;
}

/** Issue 17: /admin/settings. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<AdminSettings, void>({
      query: () => '/admin/settings',
      transformResponse: (response: Envelope<AdminSettings>) => response.data,
      providesTags: [{ type: 'Setting', id: 'LIST' }],
    }),
    saveSettings: build.mutation<Envelope<AdminSettings>, SaveSettingsArgs>({
      query: ({ changes, version }) => ({
        url: '/admin/settings',
        method: 'PATCH',
        body: changes,
        headers: { 'If-Match': `"${version}"` },
      }),
      // The export roles decide the admin's own export buttons (`can_export` of /auth/me).
      invalidatesTags: [{ type: 'Setting', id: 'LIST' }, 'CurrentUser'],
    }),
  }),
});

export const { useGetSettingsQuery, useSaveSettingsMutation } = settingsApi;
