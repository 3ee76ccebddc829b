import { Dashboard, DashboardQuery, dataBody } from '@back-office/shared/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { readDashboard } from '../../dashboard/dashboard';
import { protectedErrors } from '../../http/envelope';
import { languageOf } from '../../i18n/translate';

const dashboardSchema = {
  tags: ['dashboard'],
  querystring: DashboardQuery,
  response: { 200: dataBody(Dashboard), ...protectedErrors },
};

/** GET /dashboard: issue 18's landing page figures, for every staff role (each sees its own `mine`). */
const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('', { schema: dashboardSchema }, async (request) => {
    const { id, role } = request.user!;
    return { data: await readDashboard(app.db, request.query, { id, role }, languageOf(request)) };
  });
};

export default fp(dashboardRoutes, { name: 'dashboard-routes', encapsulate: true, dependencies: ['database', 'authentication'] });
