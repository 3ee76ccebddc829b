import { api, type PagedEnvelope } from '@back-office/shared';
import type { ClientListItem, ClientsListData } from '@back-office/shared/contract';

/** What the limit-request form's client picker needs of a GET /clients row; only submitted clients can get a limit request. */
export type RequestClientOption = Pick<ClientListItem, 'id' | 'name' | 'code' | 'national_id' | 'is_submited'>;

/** SPEC §7: the picker asks for page 1 with room for 1000 clients. */
const CLIENT_PICKER_PAGE_SIZE = 1000;

function searchQuery(search: string): string {
  const params = new URLSearchParams({ page: '1', items_per_page: String(CLIENT_PICKER_PAGE_SIZE) });
  const text = search.trim();
  if (text) params.set('table_search', text);
  return params.toString();
}

export const clientPickerApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchRequestClients: build.query<RequestClientOption[], string>({
      query: (search) => `/clients?${searchQuery(search)}`,
      transformResponse: (response: PagedEnvelope<ClientsListData>) => response.data.clients,
      providesTags: [{ type: 'Client', id: 'LIST' }],
    }),
  }),
});

export const { useSearchRequestClientsQuery } = clientPickerApi;
