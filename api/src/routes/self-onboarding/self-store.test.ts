import { readdirSync } from 'node:fs';
import { translateRule } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { CONSENT_VERSION } from '../../self-onboarding/consent';
import { clientRuleCases, formReference, validFields, type FormReference } from '../../test/client-form';
import { multipart, PDF } from '../../test/multipart';
import { apply, applicationForm } from '../../test/self-onboarding';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('POST /api/client-self-store ($name)', (backend) => {
  const context = useTestApp(backend);
  let reference: FormReference;
  const rule = (key: string) => translateRule('ar', key);
  const storedFiles = () => readdirSync(context.app.config.filesDir);
  const clientCount = async () => Number((await context.app.db.execute<{ n: string }>(sql`select count(*) as n from clients`)).rows[0]!.n);
  const notAccepted = { message: 'We could not accept this application; please contact us' };

  beforeAll(async () => {
    reference = await formReference(context.app);
  });

  it('creates a pending self-onboarded client without a token, answering only its reference', async () => {
    const { status, body } = await apply(context.app, applicationForm(context.app, reference), { 'accept-language': 'en' });
    expect(status).toBe(201);
    expect(body).toEqual({ message: 'Client created successfully', data: { reference: expect.stringMatching(/^CL-\d{6}$/) } });
    const [client] = (await context.app.db.execute<Record<string, unknown>>(sql`select * from clients where code = ${body.data.reference}`))
      .rows;
    expect(client).toMatchObject({
      source: 'self_onboarding',
      status: 'pending',
      is_submitted: false,
      created_by: null,
      consent_version: CONSENT_VERSION,
    });
    const consentAge = await context.app.db.execute<{ seconds: number }>(
      sql`select extract(epoch from now() - consented_at)::int as seconds from clients where id = ${client!.id}`,
    );
    expect(consentAge.rows[0]!.seconds).toBeLessThan(60);
    const [document] = (
      await context.app.db.execute<Record<string, unknown>>(sql`select * from client_documents where client_id = ${client!.id}`)
    ).rows;
    expect(document).toMatchObject({ original_name: 'national-id.pdf', uploaded_by: null });
    expect(storedFiles()).toContain(document!.storage_key);
    const events = await context.app.db.execute(sql`select action, actor_id from client_events where client_id = ${client!.id}`);
    expect(events.rows).toEqual([{ action: 'created', actor_id: null }]);
  });

  it.each(clientRuleCases())('refuses %s with the staff form’s 422 on that field', async (_case, overrides, field, key) => {
    const [files, clients] = [storedFiles().length, await clientCount()];
    const { status, body } = await apply(context.app, applicationForm(context.app, reference, overrides));
    expect(status).toBe(422);
    expect(body.message).toBe('البيانات المدخلة غير صالحة');
    expect(body.errors[field]).toEqual([rule(key)]);
    expect(storedFiles()).toHaveLength(files);
    expect(await clientCount()).toBe(clients);
  });

  it('refuses the same two mobiles and ids that are not in the lists, as the staff form does', async () => {
    const fields = validFields(reference);
    const { status, body } = await apply(
      context.app,
      multipart({
        ...fields,
        consent: '1',
        second_mobile_number: String(fields.prime_mobile_number),
        nid_city_id: String(reference.other.city),
        company_sector: '9999',
      }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      second_mobile_number: [rule('clients.mobileNumbersMustBeDifferent')],
      nid_city_id: ['اختر قيمة من القائمة'],
      company_sector: ['اختر قيمة من القائمة'],
    });
  });

  it.each([
    ['missing', undefined],
    ['unticked', '0'],
    ['false', 'false'],
  ])('requires consent (%s), alongside the other field errors', async (_case, consent) => {
    const { status, body } = await apply(context.app, applicationForm(context.app, reference, { consent, title: 'Accountant' }), {
      'accept-language': 'en',
    });
    expect({ status, body }).toEqual({
      status: 422,
      body: {
        message: 'The given data was invalid',
        errors: {
          title: ['Job title must be written in Arabic letters only'],
          consent: ['You must consent to the processing of your data to apply'],
        },
      },
    });
  });

  it('accepts consent however a checkbox encodes it', async () => {
    for (const consent of ['true', 'on', 'yes'])
      expect((await apply(context.app, applicationForm(context.app, reference, { consent }))).status).toBe(201);
  });

  it('refuses a filled honeypot with the neutral answer, storing nothing', async () => {
    const [files, clients] = [storedFiles().length, await clientCount()];
    const { status, body } = await apply(context.app, applicationForm(context.app, reference, { website: 'https://spam.example' }), {
      'accept-language': 'en',
    });
    expect({ status, body }).toEqual({ status: 422, body: notAccepted });
    expect(storedFiles()).toHaveLength(files);
    expect(await clientCount()).toBe(clients);
  });

  it('refuses a national ID or mobile on file with the same neutral answer, naming nothing', async () => {
    const first = validFields(reference);
    const created = await apply(context.app, multipart({ ...first, consent: '1' }));
    expect(created.status).toBe(201);
    const [files, clients] = [storedFiles().length, await clientCount()];
    for (const overrides of [{ national_id: String(first.national_id) }, { prime_mobile_number: String(first.prime_mobile_number) }]) {
      const { status, body } = await apply(context.app, applicationForm(context.app, reference, overrides), { 'accept-language': 'en' });
      expect({ status, body }).toEqual({ status: 422, body: notAccepted });
    }
    const arabic = await apply(context.app, applicationForm(context.app, reference, { national_id: String(first.national_id) }));
    expect(arabic.body).toEqual({ message: 'تعذّر علينا قبول هذا الطلب، يُرجى التواصل معنا' });
    expect(JSON.stringify(arabic.body)).not.toContain(created.body.data.reference);
    expect(storedFiles()).toHaveLength(files);
    expect(await clientCount()).toBe(clients);
  });

  it('accepts one of two identical applications sent at once, and refuses the other neutrally', async () => {
    const fields = { ...validFields(reference), consent: '1' };
    const answers = await Promise.all([apply(context.app, multipart(fields)), apply(context.app, multipart(fields))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.status === 422)!.body).toEqual({ message: 'تعذّر علينا قبول هذا الطلب، يُرجى التواصل معنا' });
  });

  it('has the staff form’s file limits', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const { status, body } = await apply(
      context.app,
      applicationForm(context.app, reference, { 'client_documents[0][files]': { name: 'big.pdf', content: big } }),
    );
    expect(status).toBe(413);
    expect(body.errors).toEqual({ 'client_documents.0.files': [rule('files.fileSizeExceedsLimit')] });
  });
});
