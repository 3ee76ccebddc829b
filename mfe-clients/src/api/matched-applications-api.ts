import { api, type Envelope } from '@back-office/shared';
import type { MatchedApplication } from '@back-office/shared/contract';

/**
 * Issue 19: self-onboarding applications whose national ID or mobile belonged to this client
 * already, linked to it for staff to review (the applicant was told nothing of the match).
 */
export const matchedApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatchedApplications: build.query<MatchedApplication[], number>({
      query: (clientId) => `/clients/${clientId}/applications`,
      transformResponse: (response: Envelope<MatchedApplication[]>) => response.data,
      providesTags: (result, _error, clientId) => [
        ...(result ?? []).map((application) => ({ type: 'MatchedApplication' as const, id: application.id })),
        { type: 'MatchedApplication', id: `client-${clientId}` },
      ],
      // The files are signed links that expire: a page opened again asks for fresh ones.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetMatchedApplicationsQuery } = matchedApplicationsApi;
