import { sql } from 'drizzle-orm';
import { readdirSync } from 'node:fs';
import { formReference, validFields } from '../../test/client-form';
import { multipart, PDF } from '../../test/multipart';
import { apply, applicationForm, powField } from '../../test/self-onboarding';
import { backends, useTestApp } from '../../test/test-app';

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

describe.each(backends())('issue 19: per-mobile limit and daily public upload cap ($name)', (backend) => {
  // Room for two applications of one small PDF each, and not a third.
  const context = useTestApp(backend, { selfOnboardingPerMobileLimit: 2, publicUploadDailyBytes: PDF.length * 2 });

  it('takes SELF_ONBOARDING_PER_MOBILE_LIMIT applications per mobile a day, then 429 whether or not it is a client’s', async () => {
    const reference = await formReference(context.app);
    const mobile = String(validFields(reference).prime_mobile_number);
    const noFile = { 'client_documents[0][files]': undefined, 'client_documents[0][document_type_id]': undefined };
    // The first makes a client with this mobile; the second matches it; the third is one too many.
    for (let i = 0; i < 2; i += 1)
      expect((await apply(context.app, applicationForm(context.app, reference, { prime_mobile_number: mobile, ...noFile }))).status).toBe(
        201,
      );
    const limited = await apply(context.app, applicationForm(context.app, reference, { prime_mobile_number: mobile, ...noFile }), {
      'accept-language': 'en',
    });
    expect({ status: limited.status, body: limited.body }).toEqual({
      status: 429,
      body: { message: 'Too many applications were sent with this mobile number today; try again tomorrow' },
    });
    // Another number is not held back.
    expect((await apply(context.app, applicationForm(context.app, reference, noFile))).status).toBe(201);
  });

  it('refuses files past PUBLIC_UPLOAD_DAILY_BYTES on their field, storing none of them', async () => {
    const reference = await formReference(context.app);
    for (let i = 0; i < 2; i += 1) expect((await apply(context.app, applicationForm(context.app, reference))).status).toBe(201);
    const stored = readdirSync(context.app.config.filesDir).length;
    const refused = await apply(context.app, multipart({ ...validFields(reference), consent: '1', ...powField(context.app) }), {
      'accept-language': 'en',
    });
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 413,
      body: {
        message: 'The request is too large',
        errors: { 'client_documents.0.files': ['We cannot take more files today; please try again tomorrow'] },
      },
    });
    expect(readdirSync(context.app.config.filesDir)).toHaveLength(stored);
    const day = await context.app.db.execute<{ bytes: number; files: number }>(sql`select bytes::int, files from public_upload_days`);
    expect(day.rows).toEqual([{ bytes: PDF.length * 2, files: 2 }]);
  });
});
