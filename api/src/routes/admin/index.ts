import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
import settingsRoutes from './settings';
import auditEventsRoutes from './audit-events';
import staffRoutes from './users';
import referenceRoutes from './reference';

/**
 * Issue 17: everything under /api/admin is for administrators. The check is here, once, for
 * every admin route (the portal only hides the links); agent and risk get 403.
 */
export default fp(
  async function adminRoutes(app) {
    app.addHook('onRequest', async (request) => {
      if (request.user?.role !== 'admin') throw new AppError(403, 'adminOnly');
    });
    // Each admin domain registers its routes here, under its own prefix.
    await app.register(settingsRoutes, { prefix: '/settings' });
    await app.register(auditEventsRoutes, { prefix: '/audit-events' });
    await app.register(staffRoutes, { prefix: '/users' });
    await app.register(referenceRoutes, { prefix: '/reference' });
  },
  { name: 'admin-routes', encapsulate: true, dependencies: ['authentication'] },
);
