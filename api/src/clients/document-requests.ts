import type { DocumentRequest, DocumentRequestCreate, DocumentRequestList } from '@back-office/shared/contract';
import type { Language } from '@back-office/shared/rules';
import type { FastifyInstance } from 'fastify';
import { applicationsRepository } from '../repositories/self-onboarding/applications-repository';
import { AppError } from '../http/app-error';
import type { FieldMessage } from '../i18n/translate';
import { translate } from '../i18n/translate';
import type { SessionUser } from '../repositories/auth/sessions-repository';
import { clientEventsRepository } from '../repositories/clients/client-events-repository';
import { documentRequestsRepository, type NamedDocumentRequest } from '../repositories/document-requests/document-requests-repository';
import { referenceRepository } from '../repositories/reference/reference-repository';
import { smsQueueRepository } from '../repositories/sms/sms-queue-repository';
import { canEdit } from './list-item';

type ClientFacts = NonNullable<Awaited<ReturnType<ReturnType<typeof documentRequestsRepository>['client']>>>;

/** Only an applicant who onboarded themselves has a status page to answer on (issue 19). */
const canRequest = (client: ClientFacts) => client.source === 'self_onboarding' && Boolean(client.phone1);

/** The client, and whether `user` may change its document requests: the staff who may edit the client (list-item.ts). */
async function editableClient(app: FastifyInstance, clientId: number, user: SessionUser): Promise<ClientFacts> {
  const client = await documentRequestsRepository(app.db).client(clientId);
  if (!client) throw new AppError(404, 'notFound');
  if (!canEdit(client, user)) throw new AppError(403, 'forbidden');
  return client;
}

function toWire(row: NamedDocumentRequest, app: FastifyInstance): DocumentRequest {
  return {
    id: row.id,
    status: row.status,
    document_type: row.documentType,
    reason: row.reason,
    note: row.note,
    requested_by: row.requestedById === null ? null : { id: row.requestedById, name: row.requestedByName! },
    requested_at: row.requestedAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    document:
      row.answeredDocumentId === null ? null : { id: row.answeredDocumentId, path: app.files.links.pathFor(row.answeredDocumentId) },
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

/** Issue 19: the client's document requests, and what may be asked for, in `language`. */
export async function listDocumentRequests(app: FastifyInstance, clientId: number, language: Language): Promise<DocumentRequestList> {
  const requests = documentRequestsRepository(app.db);
  const client = await requests.client(clientId);
  if (!client) throw new AppError(404, 'notFound');
  const active = referenceRepository(app.db, language);
  const [rows, documentTypes, reasons] = await Promise.all([
    requests.list(clientId, language),
    active.clientDocumentTypes(),
    active.documentRequestReasons(),
  ]);
  return { requests: rows.map((row) => toWire(row, app)), can_request: canRequest(client), document_types: documentTypes, reasons };
}

/**
 * Issue 19: staff ask the applicant for a document again. In one transaction: the request, the
 * client's history entry, and a text message telling the applicant to open the status page.
 */
export async function createDocumentRequest(app: FastifyInstance, clientId: number, body: DocumentRequestCreate, user: SessionUser) {
  const client = await editableClient(app, clientId, user);
  if (!canRequest(client)) throw new AppError(422, 'documentRequestNotAllowed');
  const active = referenceRepository(app.db, 'ar');
  const [types, reasons] = await Promise.all([active.clientDocumentTypes(), active.documentRequestReasons()]);
  const errors: Record<string, FieldMessage[]> = {};
  if (!types.some((type) => type.id === body.document_type_id)) errors.document_type_id = [{ key: 'unknownReference' }];
  if (!reasons.some((reason) => reason.id === body.reason_id)) errors.reason_id = [{ key: 'unknownReference' }];
  if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
  const note = body.note?.trim() || null;
  // The text goes in the language the applicant applied in (Arabic, the product's default, otherwise).
  const language = (await applicationsRepository(app.db).languageFor(clientId)) ?? 'ar';
  const id = await app.db.transaction(async (tx) => {
    const created = await documentRequestsRepository(tx).create({
      clientId,
      documentTypeId: body.document_type_id,
      reasonId: body.reason_id,
      note,
      requestedBy: user.id,
    });
    // Ids are named at read time, in the reader's language (readable-changes.ts).
    await clientEventsRepository(tx).record(clientId, 'document_requested', user.id, [
      { field: 'document_type_id', old: null, new: String(body.document_type_id) },
      { field: 'document_request_reason_id', old: null, new: String(body.reason_id) },
      ...(note ? [{ field: 'note', old: null, new: note }] : []),
    ]);
    await smsQueueRepository(tx).enqueue({
      purpose: 'document_request',
      mobile: client.phone1,
      text: translate(language, 'smsDocumentRequested'),
    });
    return created;
  });
  void app.sms.sendDue();
  return id;
}

/** Issue 19: staff withdraw an open request (one statement guarding `status = 'open'`; else 409). */
export async function cancelDocumentRequest(app: FastifyInstance, clientId: number, requestId: number, user: SessionUser) {
  await editableClient(app, clientId, user);
  const requests = documentRequestsRepository(app.db);
  const found = await requests.find(clientId, requestId);
  if (!found) throw new AppError(404, 'notFound');
  await app.db.transaction(async (tx) => {
    if (!(await documentRequestsRepository(tx).cancel(clientId, requestId, user.id))) throw new AppError(409, 'documentRequestNotOpen');
    await clientEventsRepository(tx).record(clientId, 'document_request_cancelled', user.id, [
      { field: 'document_type_id', old: String(found.documentTypeId), new: null },
    ]);
  });
}
