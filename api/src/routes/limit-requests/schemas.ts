import {
  ActionParams,
  ActionResult,
  ApproveActionBody,
  AssignUserActionBody,
  ConfirmApprovalActionBody,
  dataBody,
  IdParams,
  LimitRequestListQuery,
  LimitRequestLogData,
  LimitRequestsListData,
  pagedBody,
  RejectActionBody,
  SendBackActionBody,
} from '@back-office/shared/contract';
import { Type } from 'typebox';
import { errorResponses, protectedErrors } from '../../http/envelope';
import { IdempotencyKeyHeaders, idempotencyErrors } from '../../idempotency/idempotency-headers';
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
  '- assign_user (admin only): JSON `{ user_id }`, an active risk user who did not create the request',
  '- take (a risk user, on an unassigned new request they did not create): no body, or `{}`; assigns it to them',
  '- approve: JSON `{ approved_limit?, comment? }`; empty approves the requested amount; the comment goes into the activity log; ' +
    'above the four-eyes amount, or more than the four-eyes percentage from the requested amount (admin settings, issue 17), it waits in awaiting_confirmation',
  '- confirm_approval (another risk user than the creator and the approver): JSON `{ comment? }`',
  '- send_back (the same people): JSON `{ comment }`, required; back to under_review, to the first approver',
  '- reject: JSON `{ reason_id, comment? }`; the reason (show → reject_reasons) and the comment go into the activity log',
  '- return_to_agent (the assigned risk user): JSON `{ reason_id, comment }`, both required; the reason (show → return_reasons) ' +
    'and the comment go into the activity log; the request waits in returned_to_agent, still assigned, and only its creator edits it (issue 18)',
  '- resubmit (the creator of a returned request): JSON `{ comment? }`; back to under_review, to the same reviewer (issue 18)',
  '- upload_file: multipart `contracts_documents[0][document_type_id]` and `contracts_documents[0][file]`',
  '- cancel, close: no body, or `{}`; close is refused (422) when the client balance would overflow',
].join('\n');

const JsonActionBody = Type.Object(
  {
    ...AssignUserActionBody.properties,
    ...ApproveActionBody.properties,
    ...RejectActionBody.properties,
    ...ConfirmApprovalActionBody.properties,
    ...SendBackActionBody.properties,
  },
  { description: `The fields of the JSON actions; an action refuses the others' fields (422).\n${ACTION_BODIES}` },
);

export const actionSchema = {
  tags: ['limit-requests'],
  description: `Runs one workflow action. The body depends on the action:\n${ACTION_BODIES}`,
  consumes: ['application/json', 'multipart/form-data'],
  params: ActionParams,
  headers: IdempotencyKeyHeaders,
  body: {
    content: {
      'application/json': { schema: JsonActionBody },
      'multipart/form-data': { schema: multipartBodySchema(CONTRACT_FORM, 'upload_file; unknown fields are ignored') },
    },
  },
  response: { 200: dataBody(ActionResult), ...protectedErrors, ...errorResponses(400, 403, 404, 409, 413, 415), ...idempotencyErrors },
};
