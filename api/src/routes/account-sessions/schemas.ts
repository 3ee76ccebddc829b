import { AccountSessionsData, dataBody, EndedSessions, IdParams, MessageBody } from '@back-office/shared/contract';
import { errorResponses } from '../../http/envelope';

export const listSessionsSchema = {
  tags: ['account'],
  description: "The signed-in person's active sessions (issue 16), the one this request came with marked `current`.",
  response: { 200: dataBody(AccountSessionsData), ...errorResponses(401) },
};

export const endSessionSchema = {
  tags: ['account'],
  description:
    'Ends one of my other sessions: its next request, on any API process, answers 401. 404 when it is not mine or already ended.',
  params: IdParams,
  response: { 200: MessageBody, ...errorResponses(401, 404, 409, 422) },
};

export const endOtherSessionsSchema = {
  tags: ['account'],
  description: 'Ends every session of mine except the one this request came with.',
  response: { 200: dataBody(EndedSessions), ...errorResponses(401) },
};
