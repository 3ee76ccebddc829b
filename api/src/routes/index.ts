import fp from 'fastify-plugin';
import { AppError } from '../http/app-error';
import accountSessionsRoutes from './account-sessions';
import adminRoutes from './admin';
import authRoutes from './auth';
import clientsRoutes from './clients';
import dashboardRoutes from './dashboard';
import filesRoutes from './files';
import healthRoutes from './health';
import probeRoutes from './health/probe-routes';
import limitRequestsRoutes from './limit-requests';
import limitRequestLogRoute from './limit-requests/log-route';
import merchantsRoutes from './merchants';
import notificationsRoutes from './notifications';
import notificationPreferencesRoutes from './notifications/preferences-route';
import passwordRoutes from './password';
import referenceRoutes from './reference';
import selfOnboardingRoutes from './self-onboarding';
import selfOnboardingStatusRoutes from './self-onboarding-status';
import setPasswordRoutes from './set-password';
import twoFactorRoutes from './two-factor';

/** Everything under /api: authenticated unless a route says `config: { public: true }`. */
export default fp(
  async function apiRoutes(app) {
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.config.public) await app.authenticate(request);
    });
    app.setNotFoundHandler(() => {
      throw new AppError(404, 'notFound');
    });
    await app.register(healthRoutes, { prefix: '/health' });
    // Issue 20: /health/live and /health/ready (ready asks the database and Redis); /health stays as it is.
    await app.register(probeRoutes, { prefix: '/health' });
    await app.register(authRoutes, { prefix: '/auth' });
    await app.register(accountSessionsRoutes, { prefix: '/account/sessions' });
    await app.register(notificationPreferencesRoutes, { prefix: '/account/notification-preferences' });
    await app.register(notificationsRoutes, { prefix: '/notifications' });
    await app.register(clientsRoutes, { prefix: '/clients' });
    await app.register(dashboardRoutes, { prefix: '/dashboard' });
    await app.register(filesRoutes, { prefix: '/files' });
    await app.register(limitRequestsRoutes, { prefix: '/limit-requests' });
    await app.register(limitRequestLogRoute, { prefix: '/limit-request' });
    await app.register(merchantsRoutes, { prefix: '/merchants' });
    await app.register(referenceRoutes);
    await app.register(passwordRoutes, { prefix: '/password' });
    await app.register(setPasswordRoutes, { prefix: '/password/set' });
    await app.register(twoFactorRoutes, { prefix: '/two-factor' });
    await app.register(selfOnboardingRoutes);
    // Issue 19: the applicant's status page.
    await app.register(selfOnboardingStatusRoutes, { prefix: '/self-onboarding/status' });
    await app.register(adminRoutes, { prefix: '/admin' });
  },
  { name: 'api-routes', encapsulate: true, dependencies: ['authentication', 'error-handler'] },
);
