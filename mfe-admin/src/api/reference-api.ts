import { api, type Envelope, type PagedEnvelope } from '@back-office/shared';
import type {
  ReferenceImportPlan,
  ReferenceItem,
  ReferenceItemInput,
  ReferenceItems,
  ReferenceList,
  ReferenceListQuery,
  ReferenceListsData,
} from '@back-office/shared/contract';

export type ReferenceItemsArgs = ReferenceListQuery & { list: ReferenceList };
interface ItemChange {
  list: ReferenceList;
  id: number;
}

const LIST = { type: 'ReferenceItem' as const, id: 'LIST' };
// Pickers of the other remotes ('Reference') and the admin lists change together.
const changed = (id?: number) => [LIST, ...(id ? [{ type: 'ReferenceItem' as const, id }] : []), 'Reference' as const];

/** Issue 17: the reference lists an administrator keeps (/api/admin/reference). */
export const referenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferenceLists: build.query<ReferenceListsData, void>({
      query: () => '/admin/reference',
      transformResponse: (response: Envelope<ReferenceListsData>) => response.data,
      providesTags: [LIST],
    }),
    getReferenceItems: build.query<PagedEnvelope<ReferenceItems>, ReferenceItemsArgs>({
      query: ({ list, ...params }) => ({ url: `/admin/reference/${list}`, params }),
      providesTags: (result) => [...(result?.data ?? []).map(({ id }) => ({ type: 'ReferenceItem' as const, id })), LIST],
    }),
    createReferenceItem: build.mutation<Envelope<ReferenceItem>, { list: ReferenceList; body: ReferenceItemInput }>({
      query: ({ list, body }) => ({ url: `/admin/reference/${list}`, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : changed()),
    }),
    updateReferenceItem: build.mutation<Envelope<ReferenceItem>, ItemChange & { body: ReferenceItemInput }>({
      query: ({ list, id, body }) => ({ url: `/admin/reference/${list}/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    setReferenceItemActive: build.mutation<Envelope<ReferenceItem>, ItemChange & { active: boolean }>({
      query: ({ list, id, active }) => ({ url: `/admin/reference/${list}/${id}/${active ? 'reactivate' : 'deactivate'}`, method: 'POST' }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : changed(id)),
    }),
    /** `cityId` given: that city's areas; otherwise merchants and their branches. */
    importReference: build.mutation<Envelope<ReferenceImportPlan>, { cityId?: number; csv: string; dryRun: boolean }>({
      query: ({ cityId, csv, dryRun }) => ({
        url: cityId === undefined ? '/admin/reference/merchants/import' : `/admin/reference/areas/import/${cityId}`,
        method: 'POST',
        params: dryRun ? { dry_run: true } : undefined,
        body: { csv },
      }),
      invalidatesTags: (result, error) => (error || result?.data.dry_run ? [] : changed()),
    }),
  }),
});

export const {
  useImportReferenceMutation,
  useGetReferenceListsQuery,
  useGetReferenceItemsQuery,
  useCreateReferenceItemMutation,
  useUpdateReferenceItemMutation,
  useSetReferenceItemActiveMutation,
} = referenceApi;
