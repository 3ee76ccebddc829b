import { validateLimitRequestFilters } from '@back-office/shared/rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import { languageOf } from '../../i18n/translate';
import { limitRequestActionsRepository } from '../../repositories/limit-request-actions-repository';
import { limitRequestsRepository } from '../../repositories/limit-requests-repository';
import { referenceRepository } from '../../repositories/reference-repository';
import { usersRepository } from '../../repositories/users-repository';
import { runActionRoute } from './action-route';
import { toListItem } from './list-item';
import { DEFAULT_PAGE_SIZE, listSchema } from './schemas';

const limitRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requests = limitRequestsRepository(app.db);

  app.get('', { schema: listSchema }, async (request) => {
    const { page = 1, items_per_page: perPage = DEFAULT_PAGE_SIZE, request_codes: codes = [], decision_statuses: decisionStatuses = [], ...query } = request.query;
    // The filter panel's own rules (SPEC §5), so the API refuses what the form refuses.
    const errors = validateLimitRequestFilters({ request_codes: codes, date_from: query.date_from, date_to: query.date_to });
    if (Object.keys(errors).length > 0) throw new AppError(422, 'validationFailed', errors);
    const language = languageOf(request);
    const filters = { codes, decisionStatuses, clientId: query.client_id, dateFrom: query.date_from, dateTo: query.date_to, search: query.table_search };
    const [{ rows, total }, actions, riskUsers, documentTypes, codeOptions] = await Promise.all([
      requests.list({ page, perPage, ...filters }, language),
      limitRequestActionsRepository(app.db).all(language),
      usersRepository(app.db).riskUsers(),
      referenceRepository(app.db, language).limitRequestDocumentTypes('contract'),
      requests.codes(query.code_search),
    ]);
    return {
      data: {
        limit_requests: rows.map((row) => toListItem(row, request.user!, actions)),
        risk_users: riskUsers,
        document_types: documentTypes,
        codes: codeOptions,
      },
      pagination: { total, page, items_per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });

  await app.register(runActionRoute);
};

export default fp(limitRequestsRoutes, { name: 'limit-requests-routes', encapsulate: true, dependencies: ['database', 'authentication', 'files', 'multipart'] });
