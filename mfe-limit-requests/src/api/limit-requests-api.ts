import { api, type PagedEnvelope } from '@back-office/shared';
import type { LimitRequestsListData } from './limit-request-types';
import { limitRequestsQueryString, type GetLimitRequestsArgs } from './limit-requests-query';

const LIST = { type: 'LimitRequest' as const, id: 'LIST' };

export const limitRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLimitRequests: build.query<PagedEnvelope<LimitRequestsListData>, GetLimitRequestsArgs>({
      query: (args) => `/limit-requests?${limitRequestsQueryString(args)}`,
      providesTags: (result) => [
        ...(result?.data.limit_requests ?? []).map((request) => ({ type: 'LimitRequest' as const, id: request.id })),
        LIST,
      ],
    }),
  }),
});

export const { useGetLimitRequestsQuery } = limitRequestsApi;

export type * from './limit-request-types';
export type { GetLimitRequestsArgs, LimitRequestFilters } from './limit-requests-query';
