import fp from 'fastify-plugin';
import { applicationsRepository } from '../repositories/self-onboarding/applications-repository';
import type { ApplicationLookup } from '../self-onboarding/application-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 19: the self-onboarding applications, by reference (the status page). */
    applications: ApplicationLookup;
  }
}

/** Issue 19: gives the status routes the public form's applications by their random reference. */
export default fp(
  async function applications(app) {
    app.decorate('applications', applicationsRepository(app.db));
  },
  { name: 'applications', dependencies: ['database'] },
);
