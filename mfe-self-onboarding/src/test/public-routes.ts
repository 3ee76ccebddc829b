import { clientMetaFixture } from '@back-office/shared/testing';

/** The public reference calls the form makes before a visitor can apply. */
export const publicRoutes = {
  '/api/client-self-create-meta': { body: { data: clientMetaFixture } },
  '/api/self-onboarding-cities': { body: { data: { cities: [{ id: 10, name: 'Nasr City' }] } } },
  '/api/self-onboarding-areas': { body: { data: { areas: [{ id: 100, name: 'Zone 1' }] } } },
};
