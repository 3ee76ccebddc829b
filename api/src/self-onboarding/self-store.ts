import { VERIFICATION_CAPTURES } from '@back-office/shared/contract/enums';
import { APPLICATION_FILE_LIMITS, isBlank, type Language } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientFormErrors } from '../clients/check-client-form';
import { clientChanges } from '../clients/client-changes';
import { newAttachments, SELF_ONBOARDING_FORM } from '../clients/client-form';
import { clientRecordFromForm } from '../clients/client-record-from-form';
import { takenField } from '../clients/unique-violation';
import type { Transaction } from '../db/database';
import type { UploadLimits } from '../files/upload-batch';
import { AppError } from '../http/app-error';
import { withMultipartForm, type MultipartForm } from '../http/multipart-form';
import { languageOf } from '../i18n/translate';
import { notifyAgents } from '../notifications/notify';
import type { NewAttachment } from '../repositories/clients/client-documents-repository';
import { clientEventsRepository } from '../repositories/clients/client-events-repository';
import { clientCreation } from '../repositories/clients/client-writes-create';
import type { ClientRecord } from '../repositories/clients/client-record';
import { referenceLookupsRepository } from '../repositories/reference/reference-repository';
import { applicationsRepository } from '../repositories/self-onboarding/applications-repository';
import { publicUploadDaysRepository } from '../repositories/self-onboarding/public-upload-days-repository';
import { CONSENT_VERSION, consentGiven } from './consent';

type ApplicationForm = MultipartForm<typeof SELF_ONBOARDING_FORM>;

/**
 * The bot's answer: a person whose browser filled the trap field is told to contact us instead of
 * wrongly believing the application went through. (Issue 19: a national ID or mobile on file no longer
 * gets it; see `match`.)
 */
const notAccepted = () => new AppError(422, 'applicationNotAccepted');

/** The staff form's rules and messages, plus consent; other clients are the creation's to check, and nothing about them leaks. */
async function checkApplication(app: FastifyInstance, form: ApplicationForm, today: Date): Promise<void> {
  const freelanceEmploymentTypeId = await referenceLookupsRepository(app.db).freelanceEmploymentTypeId();
  const { errors } = await clientFormErrors(form, { db: app.db, links: app.files.links, mode: 'create', today, freelanceEmploymentTypeId });
  if (!consentGiven(form.fields.consent)) errors.consent = ['clients.consentRequired'];
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
}

/** Issue 19: the ID photos as client documents of the types marked with their capture (migration 0026). */
async function photoAttachments(tx: Transaction, form: ApplicationForm): Promise<NewAttachment[]> {
  const types = await tx.execute<{ id: number; capture: string }>(
    sql`select id, capture from client_document_types where capture is not null`,
  );
  const typeOf = new Map(types.rows.map((row) => [row.capture, Number(row.id)]));
  return VERIFICATION_CAPTURES.flatMap((capture) => {
    const file = form.files[capture];
    const documentTypeId = typeOf.get(capture);
    return file && documentTypeId !== undefined ? [{ documentTypeId, file }] : [];
  });
}

/** The fields a matched application keeps for staff: what the applicant typed, without the machinery. */
function submittedFields(form: ApplicationForm): Record<string, string> {
  const { pow: _pow, website: _website, ...fields } = form.fields;
  return { ...fields };
}

interface Application {
  form: ApplicationForm;
  record: ClientRecord;
  language: Language;
}

/**
 * Issue 19 (no oracle): a national ID or mobile on file gets the same answer as a new one — a reference —
 * and about the same work: the application row, its files stored, one history event, the agents told.
 * What differs: no client, addresses or "created" event are written (one short statement reading the
 * existing client instead), the fields are kept as the application's payload and the files as its own,
 * not the client's. A national ID match wins over a mobile match.
 */
async function match(tx: Transaction, { form, record, language }: Application, attachments: NewAttachment[]): Promise<string> {
  const existing = await tx.execute<{ id: number }>(
    sql`select id from clients where national_id = ${record.nationalId} or phone_1 = ${record.phone1}
        order by (national_id = ${record.nationalId}) desc, id limit 1`,
  );
  const clientId = Number(existing.rows[0]!.id);
  const applications = applicationsRepository(tx);
  const application = await applications.create({
    clientId,
    matchedExisting: true,
    mobile: record.phone1,
    language,
    payload: submittedFields(form),
  });
  await applications.addFiles(application.id, attachments);
  await clientEventsRepository(tx).record(clientId, 'application_matched', null, [
    { field: 'application', old: null, new: application.reference },
  ]);
  await notifyAgents(tx, { type: 'client', id: clientId, label: sql`(select name from clients where id = ${clientId})` });
  return application.reference;
}

/** One try at storing the application, in `tx`: the per-mobile limit, then a new client or a match. */
async function store(app: FastifyInstance, tx: Transaction, application: Application): Promise<string> {
  const { form, record, language } = application;
  const applications = applicationsRepository(tx);
  // Issue 19: counted in this transaction under a lock on the number, so it holds across processes;
  // the same answer whether or not the number is a client's.
  if ((await applications.recentForMobile(record.phone1)) >= app.config.selfOnboardingPerMobileLimit)
    throw new AppError(429, 'tooManyApplicationsForMobile');
  const attachments = [...newAttachments(form), ...(await photoAttachments(tx, form))];
  const outcome = await clientCreation(tx).create({
    record,
    origin: { source: 'self_onboarding', consentVersion: CONSENT_VERSION },
    attachments,
    changes: clientChanges(undefined, record),
  });
  if ('taken' in outcome) return match(tx, application, attachments);
  const created = await applications.create({ clientId: outcome.created.id, matchedExisting: false, mobile: record.phone1, language });
  // Issue 18: every active agent is told of the application in the transaction that stores it.
  await notifyAgents(tx, { type: 'client', id: outcome.created.id, label: record.name });
  return created.reference;
}

/**
 * Issue 19: stores a public application and answers its random reference (never the client code). The
 * honeypot and proof of work come first, then the staff form's rules; the files are held to
 * APPLICATION_FILE_LIMITS and the day's public cap while they stream in, and removed if anything fails.
 */
export function selfStore(app: FastifyInstance) {
  const limits: UploadLimits = {
    ...APPLICATION_FILE_LIMITS,
    quota: publicUploadDaysRepository(app.db, app.config.publicUploadDailyBytes),
  };
  return (request: FastifyRequest): Promise<string> =>
    withMultipartForm(
      app.files.storage,
      request,
      SELF_ONBOARDING_FORM,
      async (form) => {
        // `website` is the honeypot: hidden from people, filled by form bots.
        if (!isBlank(form.fields.website)) throw notAccepted();
        // Spent here, before the rules: each attempt costs a script a fresh solution.
        if (!(await app.proofOfWork.verify(form.fields.pow))) throw new AppError(422, 'validationFailed', { pow: [{ key: 'powInvalid' }] });
        const today = new Date();
        await checkApplication(app, form, today);
        const application = { form, record: clientRecordFromForm(form.fields, today), language: languageOf(request) };
        const attempt = () => app.db.transaction((tx) => store(app, tx, application));
        // A save running alongside took the national ID or mobile after our check: the second try matches it.
        return attempt().catch((error: unknown) => {
          if (takenField(error)) return attempt();
          throw error;
        });
      },
      limits,
    );
}
