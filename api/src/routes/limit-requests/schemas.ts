import {
  ActionParams,
  ActionResult,
  ApproveActionBody,
  AssignUserActionBody,
  dataBody,
  IdParams,
  LimitRequestListQuery,
  LimitRequestLogData,
  LimitRequestsListData,
  pagedBody,
  RejectActionBody,
} from '@back-office/shared/contract';
import { Type } from 'typebox';
import { errorResponses, protectedErrors } from '../../http/envelope';
import { multipartBodySchema } from '../../http/multipart-form';
import { CONTRACT_FORM } from '../../limit-requests/action-input';

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

/**
 * One body per action (by its core_function_key), each content type documented with the
 * fields it takes. The route checks the types; the handler refuses a body that does not
 * fit the action (422, actionBodyNotAccepted) before anything is written.
 */
const ACTION_BODIES = [
  '- assign_user: JSON `{ user_id }`',
  '- approve: JSON `{ approved_limit?, comment? }`; empty approves the requested amount; the comment goes into the activity log',
  '- reject: JSON `{ comment? }` (or no body); the comment goes into the activity log',
  '- upload_file: multipart `contracts_documents[0][document_type_id]` and `contracts_documents[0][file]`',
  '- cancel, close: no body, or `{}`',
].join('\n');

const JsonActionBody = Type.Object(
  { ...AssignUserActionBody.properties, ...ApproveActionBody.properties, ...RejectActionBody.properties },
  { description: `The fields of the JSON actions; an action refuses the others' fields (422).\n${ACTION_BODIES}` },
);

export const actionSchema = {
  tags: ['limit-requests'],
  description: `Runs one workflow action. The body depends on the action:\n${ACTION_BODIES}`,
  consumes: ['application/json', 'multipart/form-data'],
  params: ActionParams,
  body: {
    content: {
      'application/json': { schema: JsonActionBody },
      'multipart/form-data': { schema: multipartBodySchema(CONTRACT_FORM, 'upload_file; unknown fields are ignored') },
    },
  },
  response: { 200: dataBody(ActionResult), ...protectedErrors, ...errorResponses(400, 403, 404, 409, 413, 415) },
};
