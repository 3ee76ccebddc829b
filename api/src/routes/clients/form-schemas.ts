import { ClientCreated, ClientUpdated, dataBody, IdParams } from '@back-office/shared/contract';
import { CLIENT_CREATE_FORM, CLIENT_EDIT_FORM } from '../../clients/client-form';
import { errorResponses } from '../../http/envelope';
import { IfMatchHeaders } from '../../http/if-match';
import { IdempotencyKeyHeaders, idempotencyErrors } from '../../idempotency/idempotency-headers';
import { multipartBodySchema } from '../../http/multipart-form';

// 400: a multipart body the parser cannot read (issue 16).
const formErrors = errorResponses(400, 401, 413, 415, 422);

export const formSchemas = {
  store: {
    tags: ['clients'],
    consumes: ['multipart/form-data'],
    headers: IdempotencyKeyHeaders,
    body: multipartBodySchema(CLIENT_CREATE_FORM),
    response: { 201: dataBody(ClientCreated), ...formErrors, ...idempotencyErrors },
  },
  update: {
    tags: ['clients'],
    consumes: ['multipart/form-data'],
    description: 'Send the `version` of the client shown as If-Match (issue 16): without it 428, a stale one 409 and nothing changes.',
    params: IdParams,
    headers: IfMatchHeaders,
    body: multipartBodySchema(CLIENT_EDIT_FORM),
    response: { 200: dataBody(ClientUpdated), ...formErrors, ...errorResponses(403, 404, 409, 428) },
  },
};
