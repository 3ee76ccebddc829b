import { CLIENT_DEFAULT_PAGE_SIZE } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { CLIENT_STATUSES } from '../../db/schema';
import { clientStatusLabels } from '../../i18n/messages';
import { languageOf } from '../../i18n/translate';
import { toListItem } from '../../clients/list-item';
import { clientUniqueness } from '../../clients/uniqueness';
import { clientsRepository } from '../../repositories/clients/clients-repository';
import { referenceRepository } from '../../repositories/reference/reference-repository';
import { applicationsRoute } from './applications-route';
import { documentRequestsRoutes } from './document-requests-routes';
import { exportRoute } from './export-route';
import { formRoutes } from './form-routes';
import { listSchema, metaSchema, uniquenessSchema } from './schemas';
import { showRoutes } from './show-routes';

const clientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const clients = clientsRepository(app.db);

  app.get('', { schema: listSchema }, async (request) => {
    const {
      page = 1,
      items_per_page: perPage = CLIENT_DEFAULT_PAGE_SIZE,
      statuses = [],
      sources = [],
      table_search: search,
      mine = false,
      sort = 'updated_at',
      direction = 'desc',
    } = request.query;
    const createdBy = mine ? request.user!.id : undefined;
    const { tiles, rows, total, capped } = await clients.list({ page, perPage, statuses, sources, search, createdBy, sort, direction });
    const labels = clientStatusLabels[languageOf(request)];
    return {
      data: {
        total_clients: tiles.clients,
        total_balance: tiles.balance,
        statuses: CLIENT_STATUSES.map((value) => ({ value, label: labels[value], count: tiles.counts.get(value) ?? 0 })),
        clients: rows.map((row) => toListItem(row, request.user!)),
      },
      pagination: { total, total_capped: capped, page, items_per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });

  app.get('/meta', { schema: metaSchema }, async (request) => {
    const reference = referenceRepository(app.db, languageOf(request));
    const [code, governorates, employmentTypes, companySectors, leadCompanies, documents] = await Promise.all([
      clients.peekNextCode(),
      reference.governorates(),
      reference.employmentTypes(),
      reference.companySectors(),
      reference.leadCompanies(),
      reference.clientDocumentTypes(),
    ]);
    return {
      data: {
        code,
        governorates,
        employment_types: employmentTypes,
        company_sectors: companySectors,
        lead_companies: leadCompanies,
        client_documents: documents,
      },
    };
  });

  // Staff-only like every route here (authenticated); staff reads carry no rate limit, and the
  // list's search already answers whether a national ID or mobile is on record.
  app.get('/uniqueness', { schema: uniquenessSchema }, async (request) => ({
    data: await clientUniqueness(app.db, request.query, languageOf(request)),
  }));

  await app.register(showRoutes);
  await app.register(formRoutes);
  await app.register(exportRoute);
  await app.register(applicationsRoute);
  // Issue 19: documents asked of a self-onboarded applicant again.
  await app.register(documentRequestsRoutes);
};

export default fp(clientsRoutes, {
  name: 'clients-routes',
  encapsulate: true,
  dependencies: ['database', 'authentication', 'files', 'multipart', 'settings', 'sms'],
});
