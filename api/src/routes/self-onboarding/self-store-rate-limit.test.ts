import { multipart } from '../../test/multipart';
import { apply } from '../../test/self-onboarding';
import { useTestApp } from '../../test/test-app';

describe('POST /api/client-self-store rate limit', () => {
  const context = useTestApp({ name: 'pglite' }, { selfOnboardingRateLimit: 2 });
  const empty = () => multipart({ consent: '1' });

  it('allows SELF_ONBOARDING_RATE_LIMIT applications an hour per address, then 429 in the visitor’s language', async () => {
    for (let i = 0; i < 2; i += 1) expect((await apply(context.app, empty(), {}, '203.0.113.9')).status).toBe(422);
    const limited = await apply(context.app, empty(), {}, '203.0.113.9');
    expect({ status: limited.status, body: limited.body }).toEqual({
      status: 429,
      body: { message: 'طلبات كثيرة جدًا، حاول مرة أخرى لاحقًا' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    const english = await apply(context.app, empty(), { 'accept-language': 'en' }, '203.0.113.9');
    expect(english.body).toEqual({ message: 'Too many requests, try again later' });
    // Other addresses are not held back.
    expect((await apply(context.app, empty(), {}, '203.0.113.10')).status).toBe(422);
  });
});
