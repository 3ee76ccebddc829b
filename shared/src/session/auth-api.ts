import { api } from '../api/api';
import type { Envelope } from '../contract/envelope';
import type { LoginRequest, LoginResult, StaffUser } from '../contract/auth';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Envelope<LoginResult>, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    currentUser: build.query<StaffUser, void>({
      query: () => '/auth/me',
      // GET /auth/me sends the user itself as `data` (the hand-written type read `data.user`).
      transformResponse: (response: Envelope<StaffUser>) => response.data,
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useCurrentUserQuery } = authApi;
