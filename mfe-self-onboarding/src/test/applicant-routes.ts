import { clientFormRoutes, type Routes } from '@back-office/shared/testing';

/** The public lists the applicant's form asks for (meta, cities, areas), as the shared client-form fixtures answer them. */
export const listRoutes: Routes = clientFormRoutes({
  meta: '/api/client-self-create-meta',
  cities: '/api/self-onboarding-cities',
  areas: '/api/self-onboarding-areas',
});

/** A challenge whose secret number is 3 (salt "s"), found in four hashes. */
export const challengeRoute: Routes = {
  'GET /api/self-onboarding/challenge': {
    body: {
      data: {
        algorithm: 'SHA-256',
        challenge: '41242b9fae56fad4e6e77dfe33cb18d1c3fc583f988cf25ef9f2d9be0d440bbb',
        salt: 's',
        maxnumber: 10,
        signature: 'sig',
      },
    },
  },
};
