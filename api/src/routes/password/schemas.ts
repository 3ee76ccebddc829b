import { Type, type TProperties } from 'typebox';
import { dataBody, errorResponses } from '../../http/envelope';

/** Documentation only: the handlers read the multipart fields themselves. */
const multipartForm = (properties: TProperties) => Type.Unsafe<unknown>({ type: 'object', properties, description: 'Unknown fields are ignored' });

const password = (description: string) => Type.String({ description });
const newPasswordFields = {
  new_password: password('8 to 128 characters with an uppercase and a lowercase letter, a digit and a special character; not a common password'),
  new_password_confirmation: password('The new password again'),
};
const tokenField = { password_change_token: Type.String({ description: 'The token step 1 (or the last resend) returned' }) };

const common = { tags: ['password'], consumes: ['multipart/form-data'] };
const failures = errorResponses(401, 415, 422, 429, 503);

export const changeRequestSchema = {
  ...common,
  description: 'Step 1: checks the current password and the policy, then mails a six-digit code.',
  body: multipartForm({ current_password: password('The password in use now'), ...newPasswordFields }),
  response: {
    200: dataBody(
      Type.Object({
        token: Type.String({ description: 'password_change_token for the next steps' }),
        expires_in: Type.Integer({ description: 'Seconds the code stays valid' }),
        resend_after: Type.Integer({ description: 'Seconds before a new code may be asked for' }),
      }),
    ),
    ...failures,
  },
};

export const resendSchema = {
  ...common,
  description: 'A new code under a new token; the old token and code stop working. At most once a minute per token.',
  body: multipartForm(tokenField),
  response: { 200: dataBody(Type.Object({ token: Type.String() })), ...failures },
};

export const verifySchema = {
  ...common,
  description: 'Step 2: sets the new password, signs out every other session of the user. Five wrong codes end the token.',
  body: multipartForm({ otp: Type.String({ description: 'Six digits' }), ...tokenField, ...newPasswordFields }),
  response: { 200: Type.Object({ message: Type.String() }), ...failures },
};
