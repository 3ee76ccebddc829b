import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { contentDisposition } from '../../files/content-disposition';
import { isInlineType } from '../../files/file-type';
import type { SignedLinks } from '../../files/signed-links';
import { AppError } from '../../http/app-error';
import { errorResponses } from '../../http/envelope';
import { clientDocumentsRepository } from '../../repositories/clients/client-documents-repository';
import { limitRequestDocumentsRepository } from '../../repositories/limit-requests/limit-request-documents-repository';
import { applicationsRepository } from '../../repositories/self-onboarding/applications-repository';

interface StoredFile {
  storageKey: string;
  mimeType: string;
  size: number;
  originalName: string;
}

const TEXT_TYPES = ['text/plain', 'message/rfc822', 'text/html'];

const schema = {
  tags: ['files'],
  security: [],
  params: Type.Object({ token: Type.String({ maxLength: 100 }) }),
  response: { 200: Type.Unsafe<unknown>({ description: 'The file itself' }), ...errorResponses(403, 404, 410, 422) },
};

/**
 * Opens a stored file by the signed link the API gave out. Public, because the browser
 * opens it in a new tab without the bearer token; the signature and expiry are the lock.
 */
const filesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function open(links: SignedLinks, token: string, find: (id: number) => Promise<StoredFile | undefined>, reply: FastifyReply) {
    const link = links.check(token);
    if (link.outcome === 'invalid') throw new AppError(403, 'fileLinkInvalid');
    if (link.outcome === 'expired') throw new AppError(410, 'fileLinkExpired');
    const document = await find(link.documentId);
    if (!document) throw new AppError(404, 'notFound');
    const body = await app.files.storage.get(document.storageKey);
    return (
      reply
        .header('content-type', TEXT_TYPES.includes(document.mimeType) ? `${document.mimeType}; charset=utf-8` : document.mimeType)
        .header('content-length', document.size)
        .header('content-disposition', contentDisposition(isInlineType(document.mimeType) ? 'inline' : 'attachment', document.originalName))
        .header('x-content-type-options', 'nosniff')
        // Even a file that slipped past the checks cannot run script or load anything.
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(body)
    );
  }

  app.get('/:token', { config: { public: true }, schema }, (request, reply) =>
    open(app.files.links, request.params.token, (id) => clientDocumentsRepository(app.db).find(id), reply),
  );

  app.get('/limit-requests/:token', { config: { public: true }, schema }, (request, reply) =>
    open(app.files.limitRequestLinks, request.params.token, (id) => limitRequestDocumentsRepository(app.db).find(id), reply),
  );

  // Issue 19: a matched self-onboarding application's files (GET /api/clients/:id/applications).
  app.get('/applications/:token', { config: { public: true }, schema }, (request, reply) =>
    open(app.files.applicationLinks, request.params.token, (id) => applicationsRepository(app.db).findFile(id), reply),
  );
};

export default fp(filesRoutes, { name: 'files-routes', encapsulate: true, dependencies: ['files', 'database'] });
