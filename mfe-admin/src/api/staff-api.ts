import { api, type Envelope, type PagedEnvelope } from '@back-office/shared';
import type {
  MessageBody,
  StaffCreateRequest,
  StaffList,
  StaffListQuery,
  StaffMember,
  StaffUpdateRequest,
} from '@back-office/shared/contract';

/** The account actions of issue 17, each a POST /admin/users/{id}/<action>. */
export type StaffAction = 'deactivate' | 'reactivate' | 'unlock' | 'reset-password' | 'resend-invitation' | 'reset-two-factor';

/** Issue 17: staff accounts. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStaff: build.query<PagedEnvelope<StaffList>, StaffListQuery>({
      query: (params) => ({ url: '/admin/users', params }),
      providesTags: (page) => [
        ...(page?.data ?? []).map(({ id }) => ({ type: 'StaffUser' as const, id })),
        { type: 'StaffUser', id: 'LIST' },
      ],
    }),
    getStaffMember: build.query<StaffMember, number>({
      query: (id) => `/admin/users/${id}`,
      transformResponse: (response: Envelope<StaffMember>) => response.data,
      providesTags: (_member, _error, id) => [{ type: 'StaffUser', id }],
    }),
    createStaffMember: build.mutation<Envelope<StaffMember>, StaffCreateRequest>({
      query: (body) => ({ url: '/admin/users', method: 'POST', body }),
      invalidatesTags: [{ type: 'StaffUser', id: 'LIST' }],
    }),
    updateStaffMember: build.mutation<Envelope<StaffMember>, { id: number; changes: StaffUpdateRequest }>({
      query: ({ id, changes }) => ({ url: `/admin/users/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'StaffUser', id },
        { type: 'StaffUser', id: 'LIST' },
      ],
    }),
    staffAction: build.mutation<MessageBody, { id: number; action: StaffAction }>({
      query: ({ id, action }) => ({ url: `/admin/users/${id}/${action}`, method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'StaffUser', id },
        { type: 'StaffUser', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListStaffQuery,
  useGetStaffMemberQuery,
  useCreateStaffMemberMutation,
  useUpdateStaffMemberMutation,
  useStaffActionMutation,
} = staffApi;
