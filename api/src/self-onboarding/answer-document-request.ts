import { APPLICATION_FILE_LIMITS } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UPLOAD_TYPES } from '../files/file-type';
import { withUploads, type StoredUpload, type UploadBatch } from '../files/upload-batch';
import { AppError } from '../http/app-error';
import { notify } from '../notifications/notify';
import { clientDocumentsRepository } from '../repositories/clients/client-documents-repository';
import { clientEventsRepository } from '../repositories/clients/client-events-repository';
import { documentRequestsRepository } from '../repositories/document-requests/document-requests-repository';
import type { StatusSessionFacts } from '../repositories/self-onboarding/status-sessions-repository';

const notOpen = () => new AppError(409, 'documentRequestNotOpen');

/**
 * The one `file` part, streamed into storage and cut off at the applicant's per-file cap
 * (APPLICATION_FILE_LIMITS, below the staff's 10 MB): nothing beyond it is ever stored.
 */
async function readOneFile(request: FastifyRequest, uploads: UploadBatch): Promise<StoredUpload> {
  if (!request.isMultipart()) throw new AppError(415, 'unsupportedMediaType');
  for await (const part of request.parts({ limits: { fileSize: APPLICATION_FILE_LIMITS.maxFileBytes, files: 1 } })) {
    if (part.type !== 'file' || part.fieldname !== 'file' || !part.filename) {
      if (part.type === 'file') part.file.resume();
      continue;
    }
    const outcome = await uploads.store(part.filename, part.file, UPLOAD_TYPES);
    if ('stored' in outcome) return outcome.stored;
    if (outcome.rejected === 'files.fileSizeExceedsLimit') throw new AppError(413, 'payloadTooLarge', { file: [outcome.rejected] });
    throw new AppError(422, 'validationFailed', { file: [outcome.rejected] });
  }
  throw new AppError(422, 'validationFailed', { file: [{ key: 'documentFileRequired' }] });
}

/**
 * Issue 19: the applicant sends the document staff asked for. Refused before the body is read when
 * the request is not theirs (404) or no longer open (409); then, in one transaction, the file
 * becomes a client document of the requested type, the request is answered (one statement guarding
 * `status = 'open'`: of two answers at once, one wins and the other is a 409 with its file removed),
 * the client's history says so, and the staff member who asked is notified.
 */
export async function answerDocumentRequest(app: FastifyInstance, request: FastifyRequest, session: StatusSessionFacts, requestId: number) {
  const { clientId } = session;
  const asked = await documentRequestsRepository(app.db).find(clientId, requestId);
  if (!asked) throw new AppError(404, 'notFound');
  if (asked.status !== 'open') throw notOpen();
  await withUploads(app.files.storage, async (uploads) => {
    const file = await readOneFile(request, uploads);
    await app.db.transaction(async (tx) => {
      const [document] = await clientDocumentsRepository(tx).attach(clientId, null, [{ documentTypeId: asked.documentTypeId, file }]);
      const answered = await documentRequestsRepository(tx).answer(clientId, requestId, document!.id);
      if (!answered) throw notOpen();
      // Files are stored in history as "#<document id> <name>", read back with the type's name (readable-changes.ts).
      await clientEventsRepository(tx).record(clientId, 'document_received', null, [
        { field: 'client_documents', old: null, new: `#${document!.id} ${document!.originalName}` },
      ]);
      await notify(tx, {
        event: 'document_received',
        recipients: [answered.requestedBy],
        record: { type: 'client', id: clientId, label: sql`(select name from clients where id = ${clientId})` },
        actorId: null,
      });
    });
  });
}
