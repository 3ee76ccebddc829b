import { dataBody, IdParams, LimitRequestSaved } from '@back-office/shared/contract';
import { errorResponses } from '../../http/envelope';
import { IfMatchHeaders } from '../../http/if-match';
import { IdempotencyKeyHeaders, idempotencyErrors } from '../../idempotency/idempotency-headers';
import { multipartBodySchema } from '../../http/multipart-form';
import { LIMIT_REQUEST_FORM } from '../../limit-requests/limit-request-form';

const MultipartForm = multipartBodySchema(LIMIT_REQUEST_FORM);

const Saved = dataBody(LimitRequestSaved);
// 400: a multipart body the parser cannot read (issue 16).
const formErrors = errorResponses(400, 401, 413, 415, 422);

export const formSchemas = {
  store: {
    tags: ['limit-requests'],
    consumes: ['multipart/form-data'],
    headers: IdempotencyKeyHeaders,
    body: MultipartForm,
    response: { 201: Saved, ...formErrors, ...idempotencyErrors },
  },
  update: {
    tags: ['limit-requests'],
    description:
      'Only a new request is edited, by its creator or an admin (403 otherwise); once it has left new, its terms, guarantor, ' +
      'documents and comments change only through workflow actions (409, nothing stored). Issue 16. ' +
      'Send the `version` of the request shown as If-Match: without it 428, a stale one 409 and nothing changes.',
    consumes: ['multipart/form-data'],
    params: IdParams,
    headers: IfMatchHeaders,
    body: MultipartForm,
    response: { 200: Saved, ...formErrors, ...errorResponses(403, 404, 409, 428) },
  },
};
