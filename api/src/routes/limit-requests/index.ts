import { LIMIT_REQUEST_DEFAULT_PAGE_SIZE } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { languageOf } from '../../i18n/translate';
import { listFilters } from '../../limit-requests/list-filters';
import { toListItem } from '../../limit-requests/list-item';
import { usersRepository } from '../../repositories/auth/users-repository';
import { limitRequestActionsRepository } from '../../repositories/limit-requests/limit-request-actions-repository';
import { limitRequestsRepository } from '../../repositories/limit-requests/limit-requests-repository';
import { referenceRepository } from '../../repositories/reference/reference-repository';
import { runActionRoute } from './action-route';
import { commentRoute } from './comment-route';
import { exportRoute } from './export-route';
import { formRoutes } from './form-routes';
import { queueRoutes } from './queue-routes';
import { listSchema } from './schemas';
import { showRoutes } from './show-routes';

const limitRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requests = limitRequestsRepository(app.db);

  app.get('', { schema: listSchema }, async (request) => {
    const {
      page = 1,
      items_per_page: perPage = LIMIT_REQUEST_DEFAULT_PAGE_SIZE,
      code_search: codeSearch,
      sort = 'created_at',
      direction = 'desc',
      ...query
    } = request.query;
    const filters = listFilters(query, request.user!.id);
    const language = languageOf(request);
    const [{ rows, codes, total, capped }, actions, riskUsers, documentTypes] = await Promise.all([
      requests.list({ page, perPage, codeSearch, sort, direction, ...filters }, language),
      limitRequestActionsRepository(app.db).all(language),
      usersRepository(app.db).riskUsers(),
      referenceRepository(app.db, language).limitRequestDocumentTypes('contract'),
    ]);
    return {
      data: {
        limit_requests: rows.map((row) => toListItem(row, request.user!, actions)),
        risk_users: riskUsers,
        document_types: documentTypes,
        codes,
      },
      pagination: { total, total_capped: capped, page, items_per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
    };
  });

  await app.register(runActionRoute);
  await app.register(commentRoute);
  await app.register(showRoutes);
  await app.register(formRoutes);
  await app.register(exportRoute);
  await app.register(queueRoutes);
};

export default fp(limitRequestsRoutes, {
  name: 'limit-requests-routes',
  encapsulate: true,
  dependencies: ['database', 'authentication', 'files', 'multipart', 'settings'],
});
