import { formReference } from '../../test/client-form';
import { apply, applicationForm } from '../../test/self-onboarding';
import { useTestApp } from '../../test/test-app';

const SITE = 'https://apply.lender.example';
const OTHER = 'https://evil.example';

describe('CORS of the public self-onboarding calls', () => {
  const context = useTestApp({ name: 'pglite' }, { publicOnboardingOrigins: [SITE, 'http://localhost:4000'] });
  const preflight = (url: string, origin: string, method = 'GET') =>
    context.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'accept-language' },
    });
  const get = (url: string, origin: string) => context.app.inject({ method: 'GET', url, headers: { origin } });
  const publicCalls = [
    ['/api/client-self-create-meta', 'GET'],
    ['/api/self-onboarding-cities?governorate_id=1', 'GET'],
    ['/api/self-onboarding-areas?city_id=1', 'GET'],
    ['/api/client-self-store', 'POST'],
  ] as const;

  it.each(publicCalls)('answers the preflight of %s %s for a listed origin', async (url, method) => {
    const response = await preflight(url, SITE, method);
    expect(response.statusCode).toBe(204);
    expect(response.headers).toMatchObject({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': method === 'GET' ? 'GET, HEAD' : 'POST',
      'access-control-allow-headers': 'content-type, accept-language, idempotency-key',
      'access-control-max-age': '600',
      vary: 'Origin',
    });
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it.each(publicCalls)('gives another origin no CORS header on %s, preflight or not', async (url, method) => {
    const refused = await preflight(url, OTHER, method);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
    if (method === 'GET') {
      const actual = await get(url, OTHER);
      expect(actual.statusCode).toBe(200);
      expect(actual.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('lets a listed origin read the answers, errors included', async () => {
    const meta = await get('/api/client-self-create-meta', 'http://localhost:4000');
    expect(meta.headers['access-control-allow-origin']).toBe('http://localhost:4000');
    const reference = await formReference(context.app);
    const created = await apply(context.app, applicationForm(context.app, reference), { origin: SITE });
    expect({ status: created.status, origin: created.headers['access-control-allow-origin'] }).toEqual({ status: 201, origin: SITE });
    const refused = await apply(context.app, applicationForm(context.app, reference, { consent: undefined }), { origin: SITE });
    expect({ status: refused.status, origin: refused.headers['access-control-allow-origin'] }).toEqual({ status: 422, origin: SITE });
  });

  it('refuses a preflight for a method the call does not take', async () => {
    const response = await preflight('/api/client-self-store', SITE, 'DELETE');
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('opens no staff route to a listed origin', async () => {
    const staff = await context.app.inject({ method: 'GET', url: '/api/clients', headers: { origin: SITE } });
    expect(staff.statusCode).toBe(401);
    expect(staff.headers['access-control-allow-origin']).toBeUndefined();
    const staffPreflight = await preflight('/api/clients', SITE);
    expect(staffPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS with no PUBLIC_ONBOARDING_ORIGINS', () => {
  const context = useTestApp({ name: 'pglite' });

  it('is same-origin only: no origin gets a CORS header', async () => {
    const meta = await context.app.inject({ method: 'GET', url: '/api/client-self-create-meta', headers: { origin: SITE } });
    expect(meta.statusCode).toBe(200);
    expect(meta.headers['access-control-allow-origin']).toBeUndefined();
    const response = await context.app.inject({
      method: 'OPTIONS',
      url: '/api/client-self-store',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
