import { clientFormRoutes } from '@back-office/shared/testing';

/** The public reference calls the form makes before a visitor can apply. */
export const publicRoutes = clientFormRoutes({
  meta: '/api/client-self-create-meta',
  cities: '/api/self-onboarding-cities',
  areas: '/api/self-onboarding-areas',
});
