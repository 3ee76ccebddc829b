import { api, type Envelope } from '@back-office/shared';

export interface PasswordValues {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

export interface VerifyOtpArgs extends PasswordValues {
  otp: string;
  password_change_token: string;
}

/** The step-1 answer: the token that ties step 2 to it, how long the code lives, when a new one may be asked for. */
export interface PasswordChangeTicket {
  token: string;
  expires_in: number;
  resend_after: number;
}

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
    resendOtp: build.mutation<Envelope<{ token?: string }>, string>({
      query: (token) => ({ url: '/password/resend-otp', method: 'POST', body: multipart({ password_change_token: token }) }),
    }),
    verifyOtp: build.mutation<{ message?: string }, VerifyOtpArgs>({
      query: ({ otp, password_change_token, new_password, new_password_confirmation }) => ({
        url: '/password/verify-otp',
        method: 'POST',
        body: multipart({ otp, password_change_token, new_password, new_password_confirmation }),
      }),
    }),
  }),
});

export const { useRequestPasswordChangeMutation, useResendOtpMutation, useVerifyOtpMutation } = passwordApi;
