import fp from 'fastify-plugin';
import { AppError } from '../../http/app-error';
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
    await app.register(referenceRoutes, { prefix: '/reference' });
  },
  { name: 'admin-routes', encapsulate: true, dependencies: ['authentication'] },
);
