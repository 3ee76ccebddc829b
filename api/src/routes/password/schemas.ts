import {
  dataBody,
  MessageBody,
  PasswordChangeRequest,
  PasswordChangeTicket,
  ResendCodeRequest,
  ResentCode,
  VerifyCodeRequest,
} from '@back-office/shared/contract';
import { Type, type TObject } from 'typebox';
import { errorResponses } from '../../http/envelope';

/** Documentation only: the handlers read the multipart fields themselves. */
const multipartForm = (fields: TObject) =>
  Type.Unsafe<unknown>({ type: 'object', properties: fields.properties, description: 'Unknown fields are ignored' });

const common = { tags: ['password'], consumes: ['multipart/form-data'] };
// 400: a multipart body the parser cannot read (issue 16).
const failures = errorResponses(400, 401, 415, 422, 429, 503);

export const changeRequestSchema = {
  ...common,
  description: 'Step 1: checks the current password and the policy, then mails a six-digit code.',
  body: multipartForm(PasswordChangeRequest),
  response: { 200: dataBody(PasswordChangeTicket), ...failures },
};

export const resendSchema = {
  ...common,
  description: 'A new code under a new token; the old token and code stop working. At most once a minute per token.',
  body: multipartForm(ResendCodeRequest),
  response: { 200: dataBody(ResentCode), ...failures },
};

export const verifySchema = {
  ...common,
  description: 'Step 2: sets the new password, signs out every other session of the user. Five wrong codes end the token.',
  body: multipartForm(VerifyCodeRequest),
  response: { 200: MessageBody, ...failures },
};
