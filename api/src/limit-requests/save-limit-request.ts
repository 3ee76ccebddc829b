import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { withMultipartForm } from '../http/multipart-form';
import { CAPTURE_FIELDS, type CaptureField } from '../repositories/limit-requests/limit-request-captures';
import { limitRequestCommentsRepository } from '../repositories/limit-requests/limit-request-comments-repository';
import {
  limitRequestDocumentsRepository,
  type NewLimitRequestDocument,
} from '../repositories/limit-requests/limit-request-documents-repository';
import { limitRequestLogsRepository } from '../repositories/limit-requests/limit-request-logs-repository';
import { limitRequestWritesRepository } from '../repositories/limit-requests/limit-request-writes-repository';
import { checkLimitRequestForm } from './check-limit-request-form';
import { LIMIT_REQUEST_FORM, type LimitRequestForm } from './limit-request-form';
import { createdChanges, editedChanges } from './log-changes';
import { assertEditable } from './limit-request-detail';
import { recordFromForm } from './record-from-form';

/** Every file the form brought: captures as verification documents, then both lists. */
function newDocuments(form: LimitRequestForm, captureTypes: Record<CaptureField, number>): NewLimitRequestDocument[] {
  const captures = CAPTURE_FIELDS.flatMap((field) => {
    const file = form.files[field];
    return file ? [{ kind: 'verification' as const, documentTypeId: captureTypes[field], file }] : [];
  });
  const listed = (kind: 'general' | 'contract', list: 'general_documents' | 'contract_documents') =>
    form.documents[list].flatMap((document) =>
      document.file ? [{ kind, documentTypeId: Number(document.document_type_id), file: document.file }] : [],
    );
  return [...captures, ...listed('general', 'general_documents'), ...listed('contract', 'contract_documents')];
}

/**
 * Store and update share the clients' shape: files go to storage first under new keys,
 * then one transaction writes the rows. Whatever fails, the batch deletes the files it
 * wrote, so a failed request leaves neither a row nor a file behind.
 */
export function limitRequestSaver(app: FastifyInstance) {
  const { db } = app;
  const links = app.files.limitRequestLinks;

  const withUploads = <T>(request: FastifyRequest, save: (form: LimitRequestForm) => Promise<T>) =>
    withMultipartForm(app.files.storage, request, LIMIT_REQUEST_FORM, save);

  return {
    store: (request: FastifyRequest) =>
      withUploads(request, async (form) => {
        const user = request.user!;
        const { captureTypes } = await checkLimitRequestForm(form, { db, links });
        const record = recordFromForm(form.fields);
        return db.transaction(async (tx) => {
          // The code is the one this insert takes, whatever the form sent (issue 15, defect 8).
          const created = await limitRequestWritesRepository(tx).insert(Number(form.fields.client_id), record, user.id);
          await limitRequestDocumentsRepository(tx).attach(created.id, user.id, newDocuments(form, captureTypes));
          // Issue 15: the log starts with the amount and terms the request was made with.
          await limitRequestLogsRepository(tx).record({
            event: 'created',
            limitRequestId: created.id,
            actedBy: user.id,
            changes: createdChanges(record),
          });
          return created;
        });
      }),

    /**
     * Comments and documents are only ever added: stored files and fixed comments stay. `version`
     * is the one the edit was made on (If-Match, issue 16), checked again under the row lock.
     */
    update: (request: FastifyRequest, id: number, version: number) =>
      withUploads(request, async (form) => {
        const user = request.user!;
        const writes = limitRequestWritesRepository(db);
        const [stored, documents] = await Promise.all([writes.find(id), limitRequestDocumentsRepository(db).attached(id, 'en')]);
        if (!stored) throw new AppError(404, 'notFound');
        const { captureTypes } = await checkLimitRequestForm(form, {
          db,
          links,
          stored: { request: stored, documentIds: new Set(documents.map((document) => document.id)) },
        });
        const record = recordFromForm(form.fields);
        await db.transaction(async (tx) => {
          const locked = await limitRequestWritesRepository(tx).lockForUpdate(id);
          if (!locked) throw new AppError(404, 'notFound');
          // An action may have moved the request on since the route checked it (issue 16: 409, files discarded).
          assertEditable(locked, user);
          // An edit saved while this form was read: nothing is written, and the files this request
          // brought are discarded (issue 16).
          if (locked.version !== version) throw new AppError(409, 'limitRequestChanged');
          if (!(await limitRequestWritesRepository(tx).update(id, version, record))) throw new AppError(409, 'limitRequestChanged');
          // Issue 15: every edit of the terms is logged with old and new values (against the locked row);
          // issue 16: the guarantor (relative name, mobile, degree) is among those terms.
          const changes = editedChanges(locked, record);
          if (changes.length > 0)
            await limitRequestLogsRepository(tx).record({ event: 'updated', limitRequestId: id, actedBy: user.id, changes });
          await limitRequestCommentsRepository(tx).add(
            id,
            user.id,
            form.lists.comments.filter(Boolean).map((comment) => comment.trim()),
          );
          await limitRequestDocumentsRepository(tx).attach(id, user.id, newDocuments(form, captureTypes));
        });
        return { id, code: stored.code };
      }),
  };
}
