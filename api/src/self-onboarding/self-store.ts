import { isBlank } from '@back-office/shared/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientFormErrors } from '../clients/check-client-form';
import { clientChanges } from '../clients/client-changes';
import { newAttachments, SELF_ONBOARDING_FORM, type ClientForm } from '../clients/client-form';
import { clientRecordFromForm } from '../clients/client-record-from-form';
import { takenField } from '../clients/unique-violation';
import { AppError } from '../http/app-error';
import { withMultipartForm } from '../http/multipart-form';
import { clientCreation } from '../repositories/clients/client-writes-create';
import { referenceLookupsRepository } from '../repositories/reference/reference-repository';
import { notifyAgents } from '../notifications/notify';
import { CONSENT_VERSION, consentGiven } from './consent';

/**
 * One neutral answer for a bot and for a national ID or mobile already on file. A visitor
 * must not learn whether someone is a client, and a person whose browser filled the trap
 * field is told to contact us instead of wrongly believing the application went through.
 */
const notAccepted = () => new AppError(422, 'applicationNotAccepted');

/** The staff form's rules and messages, plus consent; other clients are the creation's to check, and nothing about them leaks. */
async function checkApplication(app: FastifyInstance, form: ClientForm, today: Date): Promise<void> {
  // `website` is the honeypot: hidden from people, filled by form bots.
  if (!isBlank(form.fields.website)) throw notAccepted();
  const freelanceEmploymentTypeId = await referenceLookupsRepository(app.db).freelanceEmploymentTypeId();
  const { errors } = await clientFormErrors(form, { db: app.db, links: app.files.links, mode: 'create', today, freelanceEmploymentTypeId });
  if (!consentGiven(form.fields.consent)) errors.consent = ['clients.consentRequired'];
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
}

/** Creates a pending, unsubmitted client with no creator; returns its code for the applicant to quote. */
export function selfStore(app: FastifyInstance) {
  return (request: FastifyRequest): Promise<string> =>
    withMultipartForm(app.files.storage, request, SELF_ONBOARDING_FORM, async (form) => {
      const today = new Date();
      await checkApplication(app, form, today);
      const record = clientRecordFromForm(form.fields, today);
      const origin = { source: 'self_onboarding' as const, consentVersion: CONSENT_VERSION };
      // Issue 18: every active agent is told of the application in the transaction that stores it.
      const save = app.db.transaction(async (tx) => {
        const outcome = await clientCreation(tx).create({
          record,
          origin,
          attachments: newAttachments(form),
          changes: clientChanges(undefined, record),
        });
        if ('created' in outcome) await notifyAgents(tx, { type: 'client', id: outcome.created.id, label: record.name });
        return outcome;
      });
      // A national ID or mobile on file, found by the creation or taken by a save running alongside.
      const outcome = await save.catch((error: unknown) => {
        throw takenField(error) ? notAccepted() : error;
      });
      if ('taken' in outcome) throw notAccepted();
      return outcome.created.code;
    });
}
