import { Type, type Static } from 'typebox';

/**
 * SPEC §7 password calls. The requests travel as multipart fields: the API documents these
 * objects' properties as the multipart body and reads the fields itself.
 */

const password = (description: string) => Type.String({ description });
const newPassword = {
  new_password: password(
    '8 to 128 characters with an uppercase and a lowercase letter, a digit and a special character; not a common password',
  ),
  new_password_confirmation: password('The new password again'),
};
const token = { password_change_token: Type.String({ description: 'The token step 1 (or the last resend) returned' }) };

/** POST /password/change-request. */
export const PasswordChangeRequest = Type.Object({ current_password: password('The password in use now'), ...newPassword });
export type PasswordChangeRequest = Static<typeof PasswordChangeRequest>;

/** POST /password/resend-otp. */
export const ResendCodeRequest = Type.Object(token);
export type ResendCodeRequest = Static<typeof ResendCodeRequest>;

/** POST /password/verify-otp. */
export const VerifyCodeRequest = Type.Object({ otp: Type.String({ description: 'Six digits' }), ...token, ...newPassword });
export type VerifyCodeRequest = Static<typeof VerifyCodeRequest>;

/** POST /password/change-request `data`: the token that ties the next steps to this one. */
export const PasswordChangeTicket = Type.Object({
  token: Type.String({ description: 'password_change_token for the next steps' }),
  expires_in: Type.Integer({ description: 'Seconds the code stays valid' }),
  resend_after: Type.Integer({ description: 'Seconds before a new code may be asked for' }),
});
export type PasswordChangeTicket = Static<typeof PasswordChangeTicket>;

/** POST /password/resend-otp `data`: a new token; the old one stops working. */
export const ResentCode = Type.Object({ token: Type.String() });
export type ResentCode = Static<typeof ResentCode>;
