import { api, type Envelope } from '@back-office/shared';
import type {
  DisableTwoFactorRequest,
  MessageBody,
  RecoveryCodes,
  TwoFactorCodeRequest,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@back-office/shared/contract';

const STATUS_TAG = { type: 'TwoFactor' as const, id: 'me' };

/** Issue 16: the signed-in person's authenticator (the account page's security section). */
export const twoFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoFactorStatus: build.query<TwoFactorStatus, void>({
      query: () => '/two-factor/status',
      transformResponse: (response: Envelope<TwoFactorStatus>) => response.data,
      providesTags: [STATUS_TAG, { type: 'TwoFactor', id: 'LIST' }],
    }),
    startTwoFactorEnrolment: build.mutation<Envelope<TwoFactorEnrolment>, void>({
      query: () => ({ url: '/two-factor/enrolment', method: 'POST' }),
    }),
    confirmTwoFactor: build.mutation<Envelope<RecoveryCodes>, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/two-factor/enrolment/confirm', method: 'POST', body }),
      // The session may have been limited to enrolment: everything it could not read before is stale.
      invalidatesTags: [STATUS_TAG, 'CurrentUser'],
    }),
    regenerateRecoveryCodes: build.mutation<Envelope<RecoveryCodes>, TwoFactorCodeRequest>({
      query: (body) => ({ url: '/two-factor/recovery-codes', method: 'POST', body }),
      invalidatesTags: [STATUS_TAG],
    }),
    disableTwoFactor: build.mutation<MessageBody, DisableTwoFactorRequest>({
      query: (body) => ({ url: '/two-factor/disable', method: 'POST', body }),
      invalidatesTags: [STATUS_TAG],
    }),
  }),
});

export const {
  useGetTwoFactorStatusQuery,
  useStartTwoFactorEnrolmentMutation,
  useConfirmTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useDisableTwoFactorMutation,
} = twoFactorApi;
