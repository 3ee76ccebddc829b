import { Type, type Static } from 'typebox';

/**
 * SPEC §7 password calls. The request bodies are multipart (documented by the API's route
 * schemas); these are the answers.
 */

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
