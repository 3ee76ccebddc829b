import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error';
import { withMultipartForm, type FormTable, type MultipartForm } from '../http/multipart-form';
import { clientDocumentsRepository } from '../repositories/clients/client-documents-repository';
import { clientEventsRepository } from '../repositories/clients/client-events-repository';
import { clientCreation } from '../repositories/clients/client-writes-create';
import { clientWritesRepository } from '../repositories/clients/client-writes-repository';
import { referenceLookupsRepository } from '../repositories/reference/reference-repository';
import { checkClientForm, takenMessages } from './check-client-form';
import { clientChanges, fileChange } from './client-changes';
import { CLIENT_CREATE_FORM, CLIENT_EDIT_FORM, newAttachments } from './client-form';
import { clientRecordFromForm } from './client-record-from-form';
import { inactiveChoiceErrors, inactiveIdsOfClientLists } from './reference-checks';
import { canEdit } from './list-item';
import { rethrowTaken } from './unique-violation';

/** Store and update share one shape: the checked form, then one atomic write (a single statement on store). */
export function clientSaver(app: FastifyInstance) {
  const { db } = app;
  const freelance = () => referenceLookupsRepository(db).freelanceEmploymentTypeId();
  // A concurrent save can still take the national ID or mobile after the check.
  const withForm = <F extends FormTable, T>(request: FastifyRequest, table: F, save: (form: MultipartForm<F>) => Promise<T>) =>
    withMultipartForm(app.files.storage, request, table, (form) => save(form).catch(rethrowTaken));

  return {
    store: (request: FastifyRequest) =>
      withForm(request, CLIENT_CREATE_FORM, async (form) => {
        const today = new Date();
        const user = request.user!;
        await checkClientForm(form, {
          db,
          links: app.files.links,
          mode: 'create',
          today,
          uniqueOnSave: true,
          freelanceEmploymentTypeId: await freelance(),
        });
        const record = clientRecordFromForm(form.fields, today);
        const origin = { source: 'staff' as const, createdBy: user.id };
        const outcome = await clientCreation(db).create({
          record,
          origin,
          attachments: newAttachments(form),
          changes: clientChanges(undefined, record),
        });
        if ('taken' in outcome) throw new AppError(422, 'validationFailed', takenMessages(outcome.taken));
        return outcome.created;
      }),

    /** `version`: the one the edit was made on (If-Match, issue 16); checked again under the row lock. */
    update: (request: FastifyRequest, id: number, version: number) =>
      withForm(request, CLIENT_EDIT_FORM, async (form) => {
        const today = new Date();
        const user = request.user!;
        const attachedIds = new Set((await clientDocumentsRepository(db).attached(id, 'en')).map((document) => document.id));
        const { keptDocumentIds } = await checkClientForm(form, {
          ...{ db, links: app.files.links, mode: 'edit', today, clientId: id, attachedIds },
          freelanceEmploymentTypeId: await freelance(),
        });
        // Read before the transaction: the embedded database has one connection, which the transaction holds.
        const inactive = await inactiveIdsOfClientLists(db);
        await db.transaction(async (tx) => {
          const previous = await clientWritesRepository(tx).lockForUpdate(id);
          if (!previous) throw new AppError(404, 'notFound');
          if (!canEdit(previous, user)) throw new AppError(403, 'forbidden');
          // Another edit may have been saved while this form was read: nothing is written, and
          // withUploads discards the files this request brought (issue 16).
          if (previous.version !== version) throw new AppError(409, 'clientChanged');
          const record = clientRecordFromForm(form.fields, today, previous);
          const refused = inactiveChoiceErrors(inactive, previous, record);
          if (Object.keys(refused).length > 0) throw new AppError(422, 'validationFailed', refused);
          if (!(await clientWritesRepository(tx).update(id, version, record))) throw new AppError(409, 'clientChanged');
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
