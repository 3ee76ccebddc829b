import { api } from '../api/api';
import type { Envelope } from '../api/wire';

export interface StaffUser {
  id: number;
  name: string;
  email: string;
  role: 'agent' | 'risk' | 'admin';
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResult {
  access_token: string;
  user_id: number;
  user: StaffUser;
}

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
      transformResponse: (response: Envelope<{ user: StaffUser }>) => response.data.user,
      providesTags: ['CurrentUser'],
    }),
  }),
});

export const { useLoginMutation, useLogoutMutation, useCurrentUserQuery } = authApi;
