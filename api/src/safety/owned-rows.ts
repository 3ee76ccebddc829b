import type { FastifyInstance } from 'fastify';
import { insertClient } from '../test/fixtures';
import { insertLimitRequest } from '../test/limit-requests';
import type { Owned } from './route-table';

/** Fresh rows created by one staff member, so a call that changes them leaves the next call untouched. */
export async function ownedBy(app: FastifyInstance, userId: number): Promise<Owned> {
  const client = await insertClient(app, { createdBy: userId });
  const submittedClient = await insertClient(app, { createdBy: userId, isSubmitted: true });
  const limitRequest = await insertLimitRequest(app, { clientId: submittedClient.id, createdBy: userId });
  return { client: client.id, submittedClient: submittedClient.id, limitRequest: limitRequest.id };
}
