import { api, type Envelope } from '@back-office/shared';
import type { AccountSessionsData, EndedSessions, MessageBody } from '@back-office/shared/contract';

/** Issue 16: my active sessions, ending one, ending all the others. */
export const sessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMySessions: build.query<AccountSessionsData, void>({
      query: () => '/account/sessions',
      transformResponse: (response: Envelope<AccountSessionsData>) => response.data,
      providesTags: (sessions) => [
        ...(sessions ?? []).map(({ id }) => ({ type: 'Session' as const, id })),
        { type: 'Session', id: 'LIST' },
      ],
    }),
    endSession: build.mutation<MessageBody, number>({
      query: (id) => ({ url: `/account/sessions/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Session', id },
        { type: 'Session', id: 'LIST' },
      ],
    }),
    endOtherSessions: build.mutation<Envelope<EndedSessions>, void>({
      query: () => ({ url: '/account/sessions/end-others', method: 'POST' }),
      invalidatesTags: [{ type: 'Session', id: 'LIST' }],
    }),
  }),
});

export const { useGetMySessionsQuery, useEndSessionMutation, useEndOtherSessionsMutation } = sessionsApi;
