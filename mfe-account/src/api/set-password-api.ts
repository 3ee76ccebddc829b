import { api, type Envelope } from '@back-office/shared';
import type { MessageBody, SetPasswordLink, SetPasswordRequest } from '@back-office/shared/contract';

/** Issue 17: the mailed set-password link (invitation or forced reset), opened signed out. */
export const setPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSetPasswordLink: build.query<SetPasswordLink, string>({
      query: (token) => ({ url: '/password/set', params: { token } }),
      transformResponse: (response: Envelope<SetPasswordLink>) => response.data,
      // A link is checked once per visit; a used one must not come back from the cache.
      keepUnusedDataFor: 0,
    }),
    setPassword: build.mutation<MessageBody, SetPasswordRequest>({
      query: (body) => ({ url: '/password/set', method: 'POST', body }),
    }),
  }),
});

export const { useGetSetPasswordLinkQuery, useSetPasswordMutation } = setPasswordApi;
