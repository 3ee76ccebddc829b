import { api, datedFileName, downloadFile, type ApiArgs, type Envelope, type PagedEnvelope } from '@back-office/shared';
import type {
  ActionResult,
  ApproveActionBody,
  AssignUserActionBody,
  ConfirmApprovalActionBody,
  IdName,
  LimitRequestEditMeta,
  LimitRequestMeta,
  LimitRequestSaved,
  LimitRequestShowData,
  LimitRequestsListData,
  MerchantBranchesData,
  RejectActionBody,
  SendBackActionBody,
} from '@back-office/shared/contract';
import {
  limitRequestFiltersQuery,
  limitRequestsQueryString,
  type GetLimitRequestsArgs,
  type LimitRequestFilters,
} from './limit-requests-query';

const LIST = { type: 'LimitRequest' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'LimitRequest' as const, id });

export type SavedLimitRequest = Envelope<LimitRequestSaved>;

/** Issue 20: a create's submission key, sent by the base query as Idempotency-Key. */
export interface Keyed {
  idempotencyKey?: string;
}

export interface PerformActionArgs extends Keyed {
  id: number;
  actionId: number;
  /** The version the user saw: a stale view answers 409 instead of acting on changed data. */
  version: number;
  /** One body per action (shared/src/contract/limit-request-actions.ts): multipart for upload_file, nothing for take, cancel and close. */
  body?: AssignUserActionBody | ApproveActionBody | RejectActionBody | ConfirmApprovalActionBody | SendBackActionBody | FormData;
}

export const limitRequestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLimitRequests: build.query<PagedEnvelope<LimitRequestsListData>, GetLimitRequestsArgs>({
      query: (args) => `/limit-requests?${limitRequestsQueryString(args)}`,
      providesTags: (result) => [...(result?.data.limit_requests ?? []).map((request) => one(request.id)), LIST],
    }),
    exportLimitRequests: build.mutation<null, LimitRequestFilters>({
      queryFn: (filters, _api, _extra, baseQuery) =>
        downloadFile(
          baseQuery,
          `/limit-requests/export?${limitRequestFiltersQuery(filters).toString()}`,
          datedFileName('limit-requests', 'csv'),
        ),
    }),
    getLimitRequest: build.query<LimitRequestShowData, number>({
      query: (id) => `/limit-requests/show/${id}`,
      transformResponse: (response: Envelope<LimitRequestShowData>) => response.data,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    getLimitRequestMeta: build.query<LimitRequestMeta, number>({
      query: (clientId) => `/limit-requests/meta?client_id=${clientId}`,
      transformResponse: (response: Envelope<LimitRequestMeta>) => response.data,
      // A fresh code each time the form opens for a client.
      keepUnusedDataFor: 0,
    }),
    getLimitRequestEditMeta: build.query<LimitRequestEditMeta, number>({
      query: (id) => `/limit-requests/edit-meta/${id}`,
      transformResponse: (response: Envelope<LimitRequestEditMeta>) => response.data,
      providesTags: (_result, _error, id) => [one(id)],
      // Issue 17: pick lists change under an admin's hand; a newly opened form reads them again.
      keepUnusedDataFor: 0,
    }),
    getMerchantBranches: build.query<IdName[], number>({
      query: (merchantId) => `/merchants/${merchantId}/branches`,
      transformResponse: (response: Envelope<MerchantBranchesData>) => response.data.branches,
      keepUnusedDataFor: 0,
    }),
    createLimitRequest: build.mutation<SavedLimitRequest, { body: FormData } & Keyed>({
      query: ({ body, idempotencyKey }): ApiArgs => ({ url: '/limit-requests/store', method: 'POST', body, idempotencyKey }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    // Issue 16: an edit names the version it was made on; a stale one answers 409 and nothing changes.
    updateLimitRequest: build.mutation<SavedLimitRequest, { id: number; version: number; body: FormData }>({
      query: ({ id, version, body }) => ({
        url: `/limit-requests/update/${id}`,
        method: 'POST',
        body,
        headers: { 'If-Match': `"${version}"` },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [one(id), LIST]),
    }),
    performAction: build.mutation<Envelope<ActionResult>, PerformActionArgs>({
      query: ({ id, actionId, version, body, idempotencyKey }): ApiArgs => ({
        url: `/limit-requests/${id}/action/${actionId}`,
        method: 'POST',
        headers: { 'If-Match': `"${version}"` },
        body: body ?? {},
        idempotencyKey,
      }),
      // A 409 means someone else acted first: refetch so the user sees the fresh state either way;
      // a closed request changes its client's balance and status.
      invalidatesTags: (_result, error, { id }) => (error && error.status !== 409 ? [] : [one(id), LIST, 'Client']),
    }),
  }),
});

export const {
  useGetLimitRequestsQuery,
  useGetLimitRequestQuery,
  useGetLimitRequestMetaQuery,
  useGetLimitRequestEditMetaQuery,
  useGetMerchantBranchesQuery,
  useCreateLimitRequestMutation,
  useUpdateLimitRequestMutation,
  usePerformActionMutation,
  useExportLimitRequestsMutation,
} = limitRequestsApi;

export type { GetLimitRequestsArgs, LimitRequestFilters } from './limit-requests-query';
