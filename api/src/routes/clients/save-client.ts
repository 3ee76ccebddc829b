import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkClientForm } from '../../client-form/check-client-form';
import { clientChanges, fileChange } from '../../client-form/client-changes';
import { newAttachments, type ClientForm } from '../../client-form/client-form';
import { clientRecordFromForm } from '../../client-form/client-record-from-form';
import { rethrowTaken } from '../../client-form/unique-violation';
import { withClientForm } from '../../client-form/with-client-form';
import { AppError } from '../../http/app-error';
import { clientDocumentsRepository } from '../../repositories/client-documents-repository';
import { clientEventsRepository } from '../../repositories/client-events-repository';
import { clientWritesRepository } from '../../repositories/client-writes-repository';
import { referenceLookupsRepository } from '../../repositories/reference-lookups-repository';
import { canEdit } from './list-item';

/** Store and update share one shape: the checked form, then one transaction for the rows. */
export function clientSaver(app: FastifyInstance) {
  const { db } = app;
  const freelance = () => referenceLookupsRepository(db).freelanceEmploymentTypeId();
  // A concurrent save can still take the national ID or mobile after the check.
  const withUploads = <T>(request: FastifyRequest, save: (form: ClientForm) => Promise<T>) =>
    withClientForm(app.files.storage, request, (form) => save(form).catch(rethrowTaken));

  return {
    store: (request: FastifyRequest) =>
      withUploads(request, async (form) => {
        const today = new Date();
        const user = request.user!;
        await checkClientForm(form, { db, links: app.files.links, mode: 'create', today, freelanceEmploymentTypeId: await freelance() });
        const record = clientRecordFromForm(form.fields, today);
        return db.transaction(async (tx) => {
          const created = await clientWritesRepository(tx).insert(record, { source: 'staff', createdBy: user.id });
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
