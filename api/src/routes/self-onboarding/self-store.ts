import { isBlank } from '@back-office/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientFormErrors, takenErrors } from '../../client-form/check-client-form';
import { clientChanges, fileChange } from '../../client-form/client-changes';
import { newAttachments, type ClientForm } from '../../client-form/client-form';
import { clientRecordFromForm } from '../../client-form/client-record-from-form';
import { takenField } from '../../client-form/unique-violation';
import { withClientForm } from '../../client-form/with-client-form';
import { AppError } from '../../http/app-error';
import { clientDocumentsRepository } from '../../repositories/client-documents-repository';
import { clientEventsRepository } from '../../repositories/client-events-repository';
import { clientWritesRepository } from '../../repositories/client-writes-repository';
import { referenceLookupsRepository } from '../../repositories/reference-lookups-repository';
import { CONSENT_VERSION, consentGiven } from './consent';

/**
 * One neutral answer for a bot and for a national ID or mobile already on file. A visitor
 * must not learn whether someone is a client, and a person whose browser filled the trap
 * field is told to contact us instead of wrongly believing the application went through.
 */
const notAccepted = () => new AppError(422, 'applicationNotAccepted');

/** The staff form's rules and messages, plus consent; nothing about other clients leaks. */
async function checkApplication(app: FastifyInstance, form: ClientForm, today: Date): Promise<void> {
  // `website` is the honeypot: hidden from people, filled by form bots.
  if (!isBlank(form.fields.website)) throw notAccepted();
  const freelanceEmploymentTypeId = await referenceLookupsRepository(app.db).freelanceEmploymentTypeId();
  const { errors } = await clientFormErrors(form, { db: app.db, links: app.files.links, mode: 'create', today, freelanceEmploymentTypeId });
  if (!consentGiven(form.fields.consent)) errors.consent = ['clients.consentRequired'];
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
  if (Object.keys(await takenErrors(app.db, form.fields)).length > 0) throw notAccepted();
}

/** Creates a pending, unsubmitted client with no creator; returns its code for the applicant to quote. */
export function selfStore(app: FastifyInstance) {
  return (request: FastifyRequest): Promise<string> =>
    withClientForm(app.files.storage, request, async (form) => {
      const today = new Date();
      await checkApplication(app, form, today);
      const record = clientRecordFromForm(form.fields, today);
      const save = app.db.transaction(async (tx) => {
        const created = await clientWritesRepository(tx).insert(record, { source: 'self_onboarding', consentVersion: CONSENT_VERSION });
        const attached = await clientDocumentsRepository(tx).attach(created.id, null, newAttachments(form));
        const changes = [...clientChanges(undefined, record), ...attached.map((document) => fileChange(document, true))];
        await clientEventsRepository(tx).record(created.id, 'created', null, changes);
        return created.code;
      });
      // Someone else may have taken the national ID or mobile since the check.
      return save.catch((error: unknown) => {
        throw takenField(error) ? notAccepted() : error;
      });
    });
}
