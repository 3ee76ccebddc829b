import { api } from '../api/api';
import type { Envelope } from '../contract/envelope';
import type { CurrentUser, LoginRequest, LoginResult } from '../contract/auth';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Envelope<LoginResult>, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    currentUser: build.query<CurrentUser, void>({
      query: () => '/auth/me',
      // GET /auth/me sends the user itself as `data` (the hand-written type read `data.user`).
      transformResponse: (response: Envelope<CurrentUser>) => response.data,
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useCurrentUserQuery } = authApi;
