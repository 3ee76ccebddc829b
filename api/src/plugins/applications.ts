import fp from 'fastify-plugin';
import type { ApplicationLookup } from '../self-onboarding/application-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 19: the self-onboarding applications, by reference (the status page). */
    applications: ApplicationLookup;
  }
}

/** Until the applications table is merged, no reference is known (every status code request is a no-match). */
const noApplications: ApplicationLookup = { findByReference: async () => undefined };

/**
 * Issue 19: gives the routes the applications by reference. Issue 19: once the public form's
 * applications repository is merged, it is the default here (`applicationsRepository(app.db)`);
 * tests pass an in-memory map (test/in-memory-applications.ts).
 */
export default fp(
  async function applications(app, options: { lookup?: ApplicationLookup }) {
    app.decorate('applications', options.lookup ?? noApplications);
  },
  { name: 'applications', dependencies: ['database'] },
);
