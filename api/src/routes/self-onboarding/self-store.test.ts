import { readdirSync } from 'node:fs';
import { APPLICATION_FILE_LIMITS, translateRule } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { CONSENT_VERSION } from '../../self-onboarding/consent';
import { clientRuleCases, formReference, validFields, type FormReference } from '../../test/client-form';
import { JPEG, multipart, PDF, PNG } from '../../test/multipart';
import { solvePow } from '../../test/proof-of-work';
import { apply, applicationForm, clientOfApplication, powField } from '../../test/self-onboarding';
import { signedIn } from '../../test/fixtures';
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

  const received = { message: 'We received your application; keep its reference to follow its status' };
  const REFERENCE = /^SO-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

  it('creates a pending self-onboarded client without a token, answering only a random reference', async () => {
    const { status, body } = await apply(context.app, applicationForm(context.app, reference), { 'accept-language': 'en' });
    expect(status).toBe(201);
    expect(body).toEqual({ ...received, data: { reference: expect.stringMatching(REFERENCE) } });
    const made = await clientOfApplication(context.app, body.data.reference);
    expect(made.matchedExisting).toBe(false);
    const [application] = (
      await context.app.db.execute<Record<string, unknown>>(
        sql`select mobile, language, payload from self_onboarding_applications where reference = ${body.data.reference}`,
      )
    ).rows;
    expect(application).toMatchObject({ language: 'en', payload: null });
    const [client] = (await context.app.db.execute<Record<string, unknown>>(sql`select * from clients where id = ${made.id}`)).rows;
    expect(application!.mobile).toBe(client!.phone_1);
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
        ...powField(context.app),
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

  describe('issue 19: no oracle', () => {
    it('answers a national ID or mobile on file exactly like a new one, linking the application to that client', async () => {
      const agent = await signedIn(context.app, 'agent');
      const toldAgent = async () =>
        (
          await context.app.db.execute<{ record_id: number }>(
            sql`select record_id from notifications where user_id = ${agent.user.id} and event = 'self_onboarding_application' order by id`,
          )
        ).rows.map((row) => Number(row.record_id));
      const first = validFields(reference);
      const created = await apply(context.app, multipart({ ...first, consent: '1', ...powField(context.app) }), {
        'accept-language': 'en',
      });
      const owner = await clientOfApplication(context.app, created.body.data.reference);
      const clients = await clientCount();
      for (const overrides of [{ national_id: String(first.national_id) }, { prime_mobile_number: String(first.prime_mobile_number) }]) {
        const { status, body } = await apply(context.app, applicationForm(context.app, reference, overrides), { 'accept-language': 'en' });
        expect({ status, body }).toEqual({ status: 201, body: { ...received, data: { reference: expect.stringMatching(REFERENCE) } } });
        expect(Object.keys(body)).toEqual(Object.keys(created.body));
        expect(body.data.reference).not.toBe(created.body.data.reference);
        expect(await clientOfApplication(context.app, body.data.reference)).toEqual({ ...owner, matchedExisting: true });
      }
      expect(await clientCount()).toBe(clients);
      const events = await context.app.db.execute<{ action: string }>(
        sql`select action from client_events where client_id = ${owner.id} order by id`,
      );
      expect(events.rows.map((event) => event.action)).toEqual(['created', 'application_matched', 'application_matched']);
      // The agents are told of a matched application as of a new one.
      expect(await toldAgent()).toEqual([owner.id, owner.id, owner.id]);
    });

    it('keeps a matched application’s fields and files for staff, not on the client', async () => {
      const first = validFields(reference);
      const created = await apply(context.app, multipart({ ...first, consent: '1', ...powField(context.app) }));
      const owner = await clientOfApplication(context.app, created.body.data.reference);
      const documentsBefore = await context.app.db.execute(sql`select id from client_documents where client_id = ${owner.id}`);
      const matched = await apply(
        context.app,
        applicationForm(context.app, reference, {
          national_id: String(first.national_id),
          client_name: 'سمير فؤاد',
          front_image: { name: 'front.jpg', content: JPEG },
        }),
      );
      expect(matched.status).toBe(201);
      const documentsAfter = await context.app.db.execute(sql`select id from client_documents where client_id = ${owner.id}`);
      expect(documentsAfter.rows).toHaveLength(documentsBefore.rows.length);
      const staff = await signedIn(context.app);
      const list = await context.app.inject({
        method: 'GET',
        url: `/api/clients/${owner.id}/applications`,
        headers: { ...staff.headers, 'accept-language': 'en' },
      });
      expect(list.statusCode).toBe(200);
      const [application, ...others] = list.json().data;
      expect(others).toEqual([]);
      expect(application).toMatchObject({ reference: matched.body.data.reference, fields: { client_name: 'سمير فؤاد' } });
      expect(application.fields.pow).toBeUndefined();
      expect(application.fields.website).toBeUndefined();
      expect(application.fields.employment_type_id).toBe('Private Sector Employee');
      expect(application.files.map((file: { label: string }) => file.label).sort()).toEqual([
        'ID Card (Front): front.jpg',
        'National ID Copy: national-id.pdf',
      ]);
      const opened = await context.app.inject({ method: 'GET', url: application.files[0].path });
      expect(opened.statusCode).toBe(200);
      const none = await context.app.inject({
        method: 'GET',
        url: `/api/clients/${owner.id + 1_000_000}/applications`,
        headers: staff.headers,
      });
      expect(none.statusCode).toBe(404);
      const anonymous = await context.app.inject({ method: 'GET', url: `/api/clients/${owner.id}/applications` });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers both of two identical applications sent at once, one making the client and one matching it', async () => {
      const fields = { ...validFields(reference), consent: '1' };
      const answers = await Promise.all([
        apply(context.app, multipart({ ...fields, ...powField(context.app) })),
        apply(context.app, multipart({ ...fields, ...powField(context.app) })),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      const made = await Promise.all(answers.map((answer) => clientOfApplication(context.app, answer.body.data.reference)));
      expect(made[0]!.id).toBe(made[1]!.id);
      expect(made.map((one) => one.matchedExisting).sort()).toEqual([false, true]);
    });
  });

  describe('issue 19: ID photos', () => {
    it('stores the front, back and selfie as client documents of their capture types', async () => {
      const { status, body } = await apply(
        context.app,
        applicationForm(context.app, reference, {
          front_image: { name: 'front.jpg', content: JPEG },
          back_image: { name: 'back.png', content: PNG },
          selfie: { name: 'selfie.jpg', content: JPEG },
        }),
      );
      expect(status).toBe(201);
      const { id } = await clientOfApplication(context.app, body.data.reference);
      const documents = await context.app.db.execute<{ capture: string | null; mime_type: string }>(
        sql`select t.capture, d.mime_type from client_documents d join client_document_types t on t.id = d.document_type_id
            where d.client_id = ${id} order by d.id`,
      );
      expect(documents.rows).toEqual([
        { capture: null, mime_type: 'application/pdf' },
        { capture: 'front_image', mime_type: 'image/jpeg' },
        { capture: 'back_image', mime_type: 'image/png' },
        { capture: 'selfie', mime_type: 'image/jpeg' },
      ]);
    });

    it('refuses a photo that is not a JPEG or PNG on its field, storing nothing', async () => {
      const [files, clients] = [storedFiles().length, await clientCount()];
      const { status, body } = await apply(
        context.app,
        applicationForm(context.app, reference, { selfie: { name: 'selfie.jpg', content: PDF } }),
        { 'accept-language': 'en' },
      );
      expect(status).toBe(422);
      expect(body.errors).toEqual({ selfie: ['The image must be a JPEG or PNG picture'] });
      expect(storedFiles()).toHaveLength(files);
      expect(await clientCount()).toBe(clients);
    });
  });

  describe('issue 19: file caps', () => {
    const document = (index: number, content: Buffer, name = `paper-${index}.pdf`) => ({
      [`client_documents[${index}][document_type_id]`]: String(reference.documentTypeId),
      [`client_documents[${index}][files]`]: { name, content },
    });
    const pdfOf = (bytes: number) => Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length)]);

    it('refuses a file over the application’s per-file cap, keeping no byte of it', async () => {
      const [files, clients] = [storedFiles().length, await clientCount()];
      const big = pdfOf(APPLICATION_FILE_LIMITS.maxFileBytes + 1);
      const { status, body } = await apply(context.app, applicationForm(context.app, reference, document(0, big)), {
        'accept-language': 'en',
      });
      expect(status).toBe(413);
      expect(body.errors).toEqual({ 'client_documents.0.files': ['File size exceeds 5MB limit'] });
      expect(storedFiles()).toHaveLength(files);
      expect(await clientCount()).toBe(clients);
    });

    it('refuses files over the application’s total, naming the file that passed it', async () => {
      const [files, clients] = [storedFiles().length, await clientCount()];
      const four = pdfOf(4 * 1024 * 1024);
      const { status, body } = await apply(
        context.app,
        applicationForm(context.app, reference, { ...document(0, four), ...document(1, four), ...document(2, four), ...document(3, four) }),
        { 'accept-language': 'en' },
      );
      expect(status).toBe(413);
      expect(body.errors).toEqual({ 'client_documents.3.files': ['The application’s files exceed 15MB in total'] });
      expect(storedFiles()).toHaveLength(files);
      expect(await clientCount()).toBe(clients);
    });

    it('refuses more files than the application takes', async () => {
      const files = storedFiles().length;
      const rows = Object.assign({}, ...Array.from({ length: APPLICATION_FILE_LIMITS.maxFiles + 1 }, (_, i) => document(i, PDF)));
      const { status, body } = await apply(context.app, applicationForm(context.app, reference, rows), { 'accept-language': 'en' });
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        [`client_documents.${APPLICATION_FILE_LIMITS.maxFiles}.files`]: ['An application takes at most 8 files'],
      });
      expect(storedFiles()).toHaveLength(files);
    });

    it('counts what the public form stored today, refused applications given back', async () => {
      const day = async () =>
        (
          await context.app.db.execute<{ bytes: number; files: number }>(
            sql`select bytes::int, files from public_upload_days where day = (now() at time zone 'utc')::date`,
          )
        ).rows[0] ?? { bytes: 0, files: 0 };
      const before = await day();
      expect((await apply(context.app, applicationForm(context.app, reference))).status).toBe(201);
      const after = await day();
      expect(after).toEqual({ bytes: before.bytes + PDF.length, files: before.files + 1 });
      expect((await apply(context.app, applicationForm(context.app, reference, { consent: '0' }))).status).toBe(422);
      expect(await day()).toEqual(after);
    });
  });

  describe('issue 19: proof of work', () => {
    it('requires a solved puzzle, on the pow field, in the visitor’s language', async () => {
      const clients = await clientCount();
      for (const pow of [undefined, '', 'bm90IGpzb24=', Buffer.from(JSON.stringify({ algorithm: 'SHA-256' })).toString('base64')]) {
        const { status, body } = await apply(context.app, applicationForm(context.app, reference, { pow }), { 'accept-language': 'en' });
        expect({ status, body }).toEqual({
          status: 422,
          body: { message: 'The given data was invalid', errors: { pow: ['Your browser could not be verified; please try again'] } },
        });
      }
      expect(await clientCount()).toBe(clients);
    });

    it('accepts each solution once', async () => {
      const pow = powField(context.app).pow;
      expect((await apply(context.app, applicationForm(context.app, reference, { pow }))).status).toBe(201);
      const again = await apply(context.app, applicationForm(context.app, reference, { pow }));
      expect(again.status).toBe(422);
      expect(again.body.errors).toEqual({ pow: ['تعذّر التحقق من المتصفح، أعد المحاولة'] });
    });

    it('refuses a wrong number and a changed challenge', async () => {
      const challenge = context.app.proofOfWork.challenge();
      const solution = JSON.parse(Buffer.from(solvePow(challenge), 'base64').toString());
      const tampered = (changes: Record<string, unknown>) => Buffer.from(JSON.stringify({ ...solution, ...changes })).toString('base64');
      for (const pow of [tampered({ number: solution.number + 1 }), tampered({ challenge: '0'.repeat(64) }), tampered({ salt: 'x' })])
        expect((await apply(context.app, applicationForm(context.app, reference, { pow }))).status).toBe(422);
    });

    it('hands out a fresh, uncached challenge to anyone', async () => {
      const answers = await Promise.all(
        [1, 2].map(() => context.app.inject({ method: 'GET', url: '/api/self-onboarding/challenge', remoteAddress: '10.77.0.1' })),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.json().data).toEqual({
          algorithm: 'SHA-256',
          challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
          salt: expect.stringMatching(/^[0-9a-f]{24}\?expires=\d+$/),
          maxnumber: context.app.config.powMaxNumber,
          signature: expect.stringMatching(/^[0-9a-f]{64}$/),
        });
      }
      expect(answers[0]!.json().data.challenge).not.toBe(answers[1]!.json().data.challenge);
    });
  });

  it('has the staff form’s file limits', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const { status, body } = await apply(
      context.app,
      applicationForm(context.app, reference, { 'client_documents[0][files]': { name: 'big.pdf', content: big } }),
    );
    expect(status).toBe(413);
    expect(body.errors).toEqual({ 'client_documents.0.files': [rule('files.applicationFileTooLarge')] });
  });
});
