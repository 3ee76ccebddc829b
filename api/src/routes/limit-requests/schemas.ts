import { ActionParams, ActionResult, dataBody, IdParams, LimitRequestListQuery, LimitRequestLogData, LimitRequestsListData, pagedBody } from '@back-office/shared/contract';
import { Type } from 'typebox';
import { errorResponses, protectedErrors } from '../../http/envelope';

// The multipart form schemas import the params from here.
export { IdParams };

export const listSchema = {
  tags: ['limit-requests'],
  querystring: LimitRequestListQuery,
  response: { 200: pagedBody(LimitRequestsListData), ...protectedErrors },
};

export const logSchema = {
  tags: ['limit-requests'],
  params: IdParams,
  response: { 200: dataBody(LimitRequestLogData), ...protectedErrors, ...errorResponses(404) },
};

/** Documentation only: the handler reads JSON, or multipart for the contract upload. */
const ActionBody = Type.Unsafe<unknown>({
  type: 'object',
  properties: {
    user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'assign_user: an active risk user' }),
    approved_limit: Type.String({ description: 'approve: optional, positive, at most the requested limit' }),
    'contracts_documents[0][document_type_id]': Type.String({ description: 'upload_file: a contract document type' }),
    'contracts_documents[0][file]': Type.String({ format: 'binary', description: 'upload_file: PDF, TXT, EML, MSG, PNG or JPEG; at most 10 MB' }),
  },
});

export const actionSchema = {
  tags: ['limit-requests'],
  consumes: ['application/json', 'multipart/form-data'],
  params: ActionParams,
  body: ActionBody,
  response: { 200: dataBody(ActionResult), ...protectedErrors, ...errorResponses(403, 404, 409, 413, 415) },
};
