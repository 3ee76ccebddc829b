import { dataBody, MessageBody, SetPasswordLink, SetPasswordQuery, SetPasswordRequest } from '@back-office/shared/contract';
import { errorResponses } from '../../http/envelope';

export const describeLinkSchema = {
  tags: ['password'],
  security: [],
  description: 'Issue 17: is this set-password link (invitation or forced reset) usable, and whom it is for. 422 when not.',
  querystring: SetPasswordQuery,
  response: { 200: dataBody(SetPasswordLink), ...errorResponses(422, 429, 503) },
};

export const setPasswordSchema = {
  tags: ['password'],
  security: [],
  description: 'Sets the password with a mailed link (single use, 24 h), under the SPEC password rules.',
  body: SetPasswordRequest,
  response: { 200: MessageBody, ...errorResponses(422, 429, 503) },
};
