import { api } from '../api/api';
import type { Envelope } from '../contract/envelope';
import type { CurrentUser, LoginOutcome, LoginRequest, LoginResult, SecondFactorRequest } from '../contract/auth';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<Envelope<LoginOutcome>, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    /** Issue 16: the code (or a recovery code) after a correct password, for an account with two-factor log-in. */
    loginSecondFactor: build.mutation<Envelope<LoginResult>, SecondFactorRequest>({
      query: (body) => ({ url: '/auth/login/second-factor', method: 'POST', body }),
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

export const { useLoginMutation, useLoginSecondFactorMutation, useLogoutMutation, useCurrentUserQuery } = authApi;
