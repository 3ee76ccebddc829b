import {
  ApplicantStatusView,
  dataBody,
  IdParams,
  MessageBody,
  StatusCodeRequest,
  StatusSession,
  StatusVerifyRequest,
} from '@back-office/shared/contract';
import { APPLICATION_FILE_LIMITS } from '@back-office/shared/rules';
import { Type } from 'typebox';
import { errorResponses } from '../../http/envelope';
import { IdempotencyKeyHeaders } from '../../idempotency/idempotency-headers';

/** No staff token: the OpenAPI document marks these public; the status session is their own bearer. */
const common = { tags: ['self-onboarding'], security: [] };
const statusBearer = 'Needs `Authorization: Bearer <token>` from POST /self-onboarding/status/verify (401 otherwise).';

export const codeSchema = {
  ...common,
  description:
    'Texts a one-time code to the mobile number of the application with this reference. Always 202 with the same message, whether or not the pair matches; at most 3 codes per number in 15 minutes and 10 a day (429).',
  body: StatusCodeRequest,
  response: { 202: MessageBody, ...errorResponses(400, 415, 422, 429, 503) },
};

export const verifySchema = {
  ...common,
  description: 'The code from the text message for a 30-minute status session. A wrong, expired or exhausted code is a 422 on `code`.',
  body: StatusVerifyRequest,
  response: { 200: dataBody(StatusSession), ...errorResponses(400, 415, 422, 429, 503) },
};

export const statusSchema = {
  ...common,
  description: `Where the application stands, in the Accept-Language. ${statusBearer}`,
  response: { 200: dataBody(ApplicantStatusView), ...errorResponses(401, 422) },
};

export const answerSchema = {
  ...common,
  description: `Sends the file an open document request asks for (multipart, one \`file\`, at most ${APPLICATION_FILE_LIMITS.maxFileBytes / 1024 / 1024} MB; PDF, PNG or JPEG among the upload types). A request already answered or cancelled is a 409. ${statusBearer}`,
  consumes: ['multipart/form-data'],
  params: IdParams,
  headers: IdempotencyKeyHeaders,
  body: Type.Unsafe<unknown>({
    type: 'object',
    properties: { file: Type.String({ format: 'binary', description: 'The document' }) },
  }),
  response: { 200: MessageBody, ...errorResponses(401, 404, 409, 413, 415, 422, 429, 503) },
};
