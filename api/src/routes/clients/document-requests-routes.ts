import {
  dataBody,
  DocumentRequestCreate,
  DocumentRequestCreated,
  DocumentRequestList,
  IdParams,
  MessageBody,
} from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cancelDocumentRequest, createDocumentRequest, listDocumentRequests } from '../../clients/document-requests';
import { errorResponses, protectedErrors } from '../../http/envelope';
import { languageOf, translate } from '../../i18n/translate';

const tags = ['clients'];
const RequestParams = Type.Object({ ...IdParams.properties, requestId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });

/** Issue 19: staff ask a self-onboarded applicant for a document again (the client's page). */
export const documentRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/document-requests',
    {
      schema: {
        tags,
        description: "The client's document requests, newest first, and the document types and reasons that may be asked for.",
        params: IdParams,
        response: { 200: dataBody(DocumentRequestList), ...protectedErrors, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await listDocumentRequests(app, request.params.id, languageOf(request)) }),
  );

  app.post(
    '/:id/document-requests',
    {
      schema: {
        tags,
        description:
          'Asks a self-onboarded applicant for a document again: recorded in the history, and the applicant is told by text message to open the status page. The staff who may edit the client (403 otherwise).',
        params: IdParams,
        body: DocumentRequestCreate,
        response: { 201: dataBody(DocumentRequestCreated), ...protectedErrors, ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const id = await createDocumentRequest(app, request.params.id, request.body, request.user!);
      return reply.code(201).send({ message: translate(languageOf(request), 'documentRequested'), data: { id } });
    },
  );

  app.post(
    '/:id/document-requests/:requestId/cancel',
    {
      schema: {
        tags,
        description: 'Withdraws an open document request (409 once answered or cancelled).',
        params: RequestParams,
        response: { 200: MessageBody, ...protectedErrors, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      await cancelDocumentRequest(app, request.params.id, request.params.requestId, request.user!);
      return { message: translate(languageOf(request), 'documentRequestCancelled') };
    },
  );
};
