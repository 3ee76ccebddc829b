import { api, type Envelope } from '@back-office/shared';
import type { MessageBody, PasswordChangeRequest, PasswordChangeTicket, ResentCode, VerifyCodeRequest } from '@back-office/shared/contract';

/** The password form's values are exactly the step-1 request. */
export type PasswordValues = PasswordChangeRequest;

function multipart(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

/** SPEC §7 password calls; all three are multipart. */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordChange: build.mutation<Envelope<PasswordChangeTicket>, PasswordValues>({
      query: ({ current_password, new_password, new_password_confirmation }) => ({
        url: '/password/change-request',
        method: 'POST',
        body: multipart({ current_password, new_password, new_password_confirmation }),
      }),
    }),
    resendOtp: build.mutation<Envelope<ResentCode>, string>({
      query: (token) => ({ url: '/password/resend-otp', method: 'POST', body: multipart({ password_change_token: token }) }),
    }),
    verifyOtp: build.mutation<MessageBody, VerifyCodeRequest>({
      query: ({ otp, password_change_token, new_password, new_password_confirmation }) => ({
        url: '/password/verify-otp',
        method: 'POST',
        body: multipart({ otp, password_change_token, new_password, new_password_confirmation }),
      }),
    }),
  }),
});

export const { useRequestPasswordChangeMutation, useResendOtpMutation, useVerifyOtpMutation } = passwordApi;
