import { api, type PagedEnvelope } from '@back-office/shared';
import type { ClientsListData } from './client-types';
import { clientsQueryString, type GetClientsArgs } from './clients-query';

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<PagedEnvelope<ClientsListData>, GetClientsArgs>({
      query: (args) => `/clients?${clientsQueryString(args)}`,
      providesTags: (result) => [
        ...(result?.data.clients ?? []).map((client) => ({ type: 'Client' as const, id: client.id })),
        { type: 'Client' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetClientsQuery } = clientsApi;
export type { ClientListItem, ClientStatusOption, ClientsListData } from './client-types';
export type { GetClientsArgs } from './clients-query';
