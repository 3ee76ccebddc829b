import { ApproveActionBody, AssignUserActionBody } from '@back-office/shared/contract';
import { Type } from 'typebox';
import { multipartBodySchema } from '../../http/multipart-form';
import { APPROVE_FORM, CONTRACT_FORM } from '../../limit-requests/action-input';
import { actionSchema } from './schemas';

/**
 * One body per action (by its core_function_key), each content type documented with the
 * fields it takes. The route checks the types; the handler refuses a body that does not
 * fit the action (422, actionBodyNotAccepted) before anything is written.
 */
const ACTION_BODIES = [
  '- assign_user: JSON `{ user_id }`',
  '- approve: JSON `{ approved_limit? }` (or the same field as multipart); empty approves the requested amount',
  '- upload_file: multipart `contracts_documents[0][document_type_id]` and `contracts_documents[0][file]`',
  '- reject, cancel, close: no body, or `{}`',
].join('\n');

const JsonActionBody = Type.Object(
  { ...AssignUserActionBody.properties, ...ApproveActionBody.properties },
  { description: `The fields of the JSON actions; an action refuses the others' fields (422).\n${ACTION_BODIES}` },
);

export const actionRouteSchema = {
  ...actionSchema,
  description: `Runs one workflow action. The body depends on the action:\n${ACTION_BODIES}`,
  consumes: ['application/json', 'multipart/form-data'],
  body: {
    content: {
      'application/json': { schema: JsonActionBody },
      'multipart/form-data': { schema: multipartBodySchema({ ...APPROVE_FORM, ...CONTRACT_FORM }, 'approve and upload_file; unknown fields are ignored') },
    },
  },
};
