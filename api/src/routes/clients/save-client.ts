import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uploadBatch } from '../../files/upload-batch';
import { AppError } from '../../http/app-error';
import { clientDocumentsRepository, type NewAttachment } from '../../repositories/client-documents-repository';
import { clientEventsRepository } from '../../repositories/client-events-repository';
import { clientWritesRepository } from '../../repositories/client-writes-repository';
import { referenceLookupsRepository } from '../../repositories/reference-lookups-repository';
import { checkClientForm } from './check-client-form';
import { clientChanges, fileChange } from './client-changes';
import { readClientForm, type ClientForm } from './client-form';
import { clientRecordFromForm } from './client-record-from-form';
import { canEdit } from './list-item';
import { rethrowTaken } from './unique-violation';

const newAttachments = (form: ClientForm): NewAttachment[] =>
  form.documents.flatMap((document) => (document.files ? [{ documentTypeId: Number(document.document_type_id), file: document.files }] : []));

/**
 * Store and update share one shape: files go to storage first under new keys, then one
 * transaction writes the rows. Whatever fails, the batch deletes the files it wrote, so
 * a failed request leaves neither a row nor a file behind.
 */
export function clientSaver(app: FastifyInstance) {
  const { db } = app;
  const freelance = () => referenceLookupsRepository(db).freelanceEmploymentTypeId();

  async function withUploads<T>(request: FastifyRequest, save: (form: ClientForm) => Promise<T>): Promise<T> {
    const uploads = uploadBatch(app.files.storage);
    try {
      const result = await save(await readClientForm(request, uploads)).catch(rethrowTaken);
      uploads.keep();
      return result;
    } finally {
      await uploads.discard();
    }
  }

  return {
    store: (request: FastifyRequest) =>
      withUploads(request, async (form) => {
        const today = new Date();
        const user = request.user!;
        await checkClientForm(form, { db, links: app.files.links, mode: 'create', today, freelanceEmploymentTypeId: await freelance() });
        const record = clientRecordFromForm(form.fields, today);
        return db.transaction(async (tx) => {
          const created = await clientWritesRepository(tx).insert(record, user.id);
          const attached = await clientDocumentsRepository(tx).attach(created.id, user.id, newAttachments(form));
          const changes = [...clientChanges(undefined, record), ...attached.map((document) => fileChange(document, true))];
          await clientEventsRepository(tx).record(created.id, 'created', user.id, changes);
          return created;
        });
      }),

    update: (request: FastifyRequest, id: number) =>
      withUploads(request, async (form) => {
        const today = new Date();
        const user = request.user!;
        const attachedIds = new Set((await clientDocumentsRepository(db).attached(id, 'en')).map((document) => document.id));
        const { keptDocumentIds } = await checkClientForm(form, {
          ...{ db, links: app.files.links, mode: 'edit', today, clientId: id, attachedIds },
          freelanceEmploymentTypeId: await freelance(),
        });
        await db.transaction(async (tx) => {
          const previous = await clientWritesRepository(tx).lockForUpdate(id);
          if (!previous) throw new AppError(404, 'notFound');
          if (!canEdit(previous, user)) throw new AppError(403, 'forbidden');
          const record = clientRecordFromForm(form.fields, today, previous);
          await clientWritesRepository(tx).update(id, record);
          const documents = clientDocumentsRepository(tx);
          const detached = (await documents.attached(id, 'en')).filter((document) => !keptDocumentIds.includes(document.id));
          await documents.detach(detached.map((document) => document.id));
          const attached = await documents.attach(id, user.id, newAttachments(form));
          const changes = [
            ...clientChanges(previous, record),
            ...detached.map((document) => fileChange(document, false)),
            ...attached.map((document) => fileChange(document, true)),
          ];
          await clientEventsRepository(tx).record(id, 'updated', user.id, changes);
        });
      }),
  };
}
