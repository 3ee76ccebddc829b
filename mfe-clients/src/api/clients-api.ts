import { api, datedFileName, downloadFile, skipToken, type Envelope, type NamedItem, type PagedEnvelope } from '@back-office/shared';
import type {
  AreasData,
  CitiesData,
  ClientDetailData,
  ClientDocument,
  ClientDocumentsData,
  ClientMeta,
  ClientsListData,
  ClientSubmitted,
  ClientUniquenessData,
  ClientUniquenessQuery,
} from '@back-office/shared/contract';
import type { ClientGeography } from '@back-office/shared/ui';
import { clientsQueryString, filtersQuery, type ClientFilters, type GetClientsArgs } from './clients-query';

const LIST = { type: 'Client' as const, id: 'LIST' };

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<PagedEnvelope<ClientsListData>, GetClientsArgs>({
      query: (args) => `/clients?${clientsQueryString(args)}`,
      providesTags: (result) => [...(result?.data.clients ?? []).map((client) => ({ type: 'Client' as const, id: client.id })), LIST],
    }),
    getClient: build.query<ClientDetailData, number>({
      query: (id) => `/clients/${id}`,
      transformResponse: (response: Envelope<ClientDetailData>) => response.data,
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
    getClientMeta: build.query<ClientMeta, void>({
      query: () => '/clients/meta',
      transformResponse: (response: Envelope<ClientMeta>) => response.data,
      providesTags: ['Reference'],
      // Issue 17: pick lists change under an admin's hand; a newly opened form reads them again.
      keepUnusedDataFor: 0,
    }),
    getCities: build.query<NamedItem[], number>({
      query: (governorateId) => `/cities?governorate_id=${governorateId}`,
      transformResponse: (response: Envelope<CitiesData>) => response.data.cities,
      keepUnusedDataFor: 0,
    }),
    getAreas: build.query<NamedItem[], number>({
      query: (cityId) => `/areas?city_id=${cityId}`,
      transformResponse: (response: Envelope<AreasData>) => response.data.areas,
      keepUnusedDataFor: 0,
    }),
    submitClient: build.mutation<Envelope<ClientSubmitted>, number>({
      query: (id) => `/clients/submit/${id}`,
      invalidatesTags: (_result, error, id) => (error ? [] : [{ type: 'Client', id }, LIST]),
    }),
    getClientDocuments: build.query<ClientDocument[], number>({
      query: (id) => `/clients/documents/${id}`,
      transformResponse: (response: Envelope<ClientDocumentsData>) => response.data.documents,
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
    // Issue 15: asked as the national ID or a mobile is left; never cached, the register changes under it.
    checkClientUniqueness: build.query<ClientUniquenessData, ClientUniquenessQuery>({
      query: (params) => ({ url: '/clients/uniqueness', params }),
      transformResponse: (response: Envelope<ClientUniquenessData>) => response.data,
      keepUnusedDataFor: 0,
    }),
    exportClients: build.mutation<null, ClientFilters>({
      queryFn: (filters, _api, _extra, baseQuery) =>
        downloadFile(baseQuery, `/clients/export?${filtersQuery(filters).toString()}`, datedFileName('clients', 'csv')),
    }),
  }),
});

export const {
  useGetClientsQuery,
  useGetClientQuery,
  useGetClientMetaQuery,
  useSubmitClientMutation,
  useGetClientDocumentsQuery,
  useExportClientsMutation,
  useLazyCheckClientUniquenessQuery,
} = clientsApi;

/** Staff cities and areas for the client form, asked only once there is a parent to ask for. */
export const staffGeography: ClientGeography = {
  useCities: (governorateId) => clientsApi.useGetCitiesQuery(governorateId ?? skipToken),
  useAreas: (cityId) => clientsApi.useGetAreasQuery(cityId ?? skipToken),
};

export { useClientUpload } from './use-client-upload';
export type { ClientFilters, GetClientsArgs } from './clients-query';
