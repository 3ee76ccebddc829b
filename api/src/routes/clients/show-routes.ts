import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toClientDetail, toClientDocument } from '../../clients/client-detail';
import { AppError } from '../../http/app-error';
import { languageOf, translate } from '../../i18n/translate';
import { clientDetailsRepository } from '../../repositories/clients/client-details-repository';
import { clientDocumentsRepository } from '../../repositories/clients/client-documents-repository';
import { clientEventsRepository } from '../../repositories/clients/client-events-repository';
import { clientWritesRepository } from '../../repositories/clients/client-writes-repository';
import { referenceRepository, type PickOption } from '../../repositories/reference/reference-repository';
import { documentsSchema, showSchema, submitSchema } from './detail-schemas';

/** Reading one client, its documents, and submitting it. */
export const showRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const { links } = app.files;

  app.get('/:id', { schema: showSchema }, async (request) => {
    const language = languageOf(request);
    const { id } = request.params;
    // Issue 17: the record is named with deactivated items too; its edit form is offered the
    // active ones plus whatever the client holds now.
    const reference = referenceRepository(db, language, 'every');
    const active = referenceRepository(db, language);
    const [found, employmentTypes, leadCompanies, companySectors, governorates, cities, areas, ...offered] = await Promise.all([
      clientDetailsRepository(db, language).findWithRecords(id),
      reference.employmentTypes(),
      reference.leadCompanies(),
      reference.companySectors(),
      reference.governorates(),
      reference.allCities(),
      reference.allAreas(),
      active.employmentTypes(),
      active.leadCompanies(),
      active.companySectors(),
    ]);
    if (!found) throw new AppError(404, 'notFound');
    const [activeEmployment, activeLeads, activeSectors] = offered.map((list) => new Set(list.map((item) => item.id)));
    const offer = (list: PickOption[], activeIds: Set<number> | undefined, held: number | null | undefined) =>
      list.filter((item) => activeIds?.has(item.id) || item.id === held);
    // Issue 19: document requests in the history name the type and the reason asked for.
    const [clientDocumentTypes, documentRequestReasons] = await Promise.all([
      reference.clientDocumentTypes(),
      reference.documentRequestReasons(),
    ]);
    const names = {
      employmentTypes,
      leadCompanies,
      companySectors,
      governorates,
      cities,
      areas,
      documentTypes: found.documentTypes,
      clientDocumentTypes,
      documentRequestReasons,
    };
    return {
      data: {
        client: toClientDetail(found.client, found.documents, found.history, links, request.user!, names),
        employment_types: offer(employmentTypes, activeEmployment, found.client.employmentTypeId),
        lead_companies: offer(leadCompanies, activeLeads, found.client.leadCompanyId),
        company_sectors: offer(companySectors, activeSectors, found.client.companySectorId),
      },
    };
  });

  app.get('/documents/:id', { schema: documentsSchema }, async (request) => {
    const { id } = request.params;
    if (!(await clientWritesRepository(db).state(id))) throw new AppError(404, 'notFound');
    const documents = await clientDocumentsRepository(db).attached(id, languageOf(request));
    return { data: { documents: documents.map((document) => toClientDocument(document, links)) } };
  });

  // GET, as the client application calls it (SPEC §7); repeating it is harmless.
  app.get('/submit/:id', { schema: submitSchema }, async (request) => {
    const { id } = request.params;
    await db.transaction(async (tx) => {
      if (!(await clientWritesRepository(tx).state(id))) throw new AppError(404, 'notFound');
      if (await clientWritesRepository(tx).submit(id)) await clientEventsRepository(tx).record(id, 'submitted', request.user!.id);
    });
    return { message: translate(languageOf(request), 'clientSubmittedSuccessfully'), data: { client: { id, is_submited: true } } };
  });
};
