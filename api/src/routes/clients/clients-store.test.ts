import { readdirSync } from 'node:fs';
import { deriveIdentity, translateRule } from '@back-office/shared/rules';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { rethrowTaken } from '../../clients/unique-violation';
import { clientForm, clientRuleCases, formReference, uniqueIdentity, validFields, type FormReference } from '../../test/client-form';
import { insertClient, signedIn } from '../../test/fixtures';
import { EML, JPEG, MSG, multipart, PDF, PNG, type FilePart } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

type Overrides = Record<string, string | FilePart | undefined>;

describe.each(backends())('POST /api/clients/store ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let reference: FormReference;

  beforeAll(async () => {
    headers = (await signedIn(context.app)).headers;
    reference = await formReference(context.app);
  });

  const store = async (form: ReturnType<typeof multipart>, extra: Record<string, string> = {}) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/clients/store',
      payload: form.payload,
      headers: { ...headers, ...form.headers, ...extra },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const storedFiles = () => readdirSync(context.app.config.filesDir);
  const clientCount = async () => Number((await context.app.db.execute<{ n: string }>(sql`select count(*) as n from clients`)).rows[0]!.n);
  const rule = (key: string) => translateRule('ar', key);
  const file = (name: string, content: Buffer | string, type = 'application/pdf'): FilePart => ({ name, content, type });

  it('creates the client with its code, derived identity, addresses, document and history', async () => {
    const fields = validFields(reference, {
      birth_date: '1950-01-01',
      gender: '2',
      age: '99',
      NID_expired_date: '2099-01',
      unknown_field: 'x',
    });
    const { status, body } = await store(multipart(fields));
    expect(status).toBe(201);
    expect(body).toEqual({
      message: 'تم إنشاء العميل بنجاح',
      data: { client: { id: expect.any(Number), code: expect.stringMatching(/^CL-\d{6}$/) } },
    });
    const id = body.data.client.id;
    const [row] = (await context.app.db.execute<Record<string, unknown>>(sql`select * from clients where id = ${id}`)).rows;
    const identity = deriveIdentity(String(fields.national_id))!;
    // The form's own birth date, gender and expiry are ignored: all derive from the ID.
    expect(row).toMatchObject({
      code: body.data.client.code,
      name: 'محمد أحمد علي',
      national_id: fields.national_id,
      birth_date: identity.birth_date,
      gender: Number(identity.gender),
      nid_issuance_date: '2022-03-01',
      nid_expired_date: '2029-03-01',
      monthly_income: '7500.00',
      lead_company_id: null,
      is_submitted: false,
      source: 'staff',
    });
    const addresses = await context.app.db.execute(
      sql`select kind, address, area_id from client_addresses where client_id = ${id} order by kind`,
    );
    expect(addresses.rows).toEqual([
      { kind: 'current_home', address: '5 شارع الجمهورية', area_id: reference.place.area },
      { kind: 'nid', address: '12 شارع النصر', area_id: reference.place.area },
      { kind: 'company', address: 'برج النيل، الدور 3', area_id: reference.place.area },
    ]);
    const [document] = (await context.app.db.execute<Record<string, unknown>>(sql`select * from client_documents where client_id = ${id}`))
      .rows;
    expect(document).toMatchObject({ original_name: 'national-id.pdf', mime_type: 'application/pdf', size: PDF.length, detached_at: null });
    // Stored under a generated name, never the uploaded one.
    expect(storedFiles()).toContain(document!.storage_key);
    expect(storedFiles()).not.toContain('national-id.pdf');
    const events = await context.app.db.execute<{ action: string; changes: { field: string; old: null; new: string }[] }>(
      sql`select action, changes from client_events where client_id = ${id}`,
    );
    expect(events.rows).toHaveLength(1);
    expect(events.rows[0]!.action).toBe('created');
    expect(events.rows[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: 'client_name', old: null, new: 'محمد أحمد علي' },
        { field: 'NID_expired_date', old: null, new: '2029-03-01' },
        { field: 'client_documents', old: null, new: `#${document!.id} national-id.pdf` },
      ]),
    );
  });

  it('accepts every allowed file type, a freelancer without a company name, and a lead company', async () => {
    const documents = [
      file('a.png', PNG, 'image/png'),
      file('b.jpeg', JPEG),
      file('c.txt', 'salary 7500 EGP\n'),
      file('d.eml', EML),
      file('e.msg', MSG),
    ];
    const overrides: Overrides = {
      employment_type_id: String(reference.freelanceId),
      company_name: '',
      lead_company_id: String(reference.leadCompanyId),
    };
    documents.forEach((document, index) => {
      overrides[`client_documents[${index}][document_type_id]`] = String(reference.documentTypeId);
      overrides[`client_documents[${index}][files]`] = document;
    });
    const { status, body } = await store(clientForm(reference, overrides));
    expect({ status, body }).toMatchObject({ status: 201 });
    const types = await context.app.db.execute<{ mime_type: string }>(
      sql`select mime_type from client_documents where client_id = ${body.data.client.id} order by id`,
    );
    expect(types.rows.map((row) => row.mime_type)).toEqual([
      'image/png',
      'image/jpeg',
      'text/plain',
      'message/rfc822',
      'application/vnd.ms-outlook',
    ]);
  });

  it.each(clientRuleCases())('refuses %s with 422 on that field', async (_case, overrides, field, key) => {
    const before = storedFiles().length;
    const { status, body } = await store(clientForm(reference, overrides));
    expect(status).toBe(422);
    expect(body.message).toBe('البيانات المدخلة غير صالحة');
    expect(body.errors[field]).toEqual([rule(key)]);
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses the same second and primary mobile', async () => {
    const fields = validFields(reference);
    const { body } = await store(multipart({ ...fields, second_mobile_number: String(fields.prime_mobile_number) }));
    expect(body.errors).toEqual({ second_mobile_number: [rule('clients.mobileNumbersMustBeDifferent')] });
  });

  it.each<[string, (ref: FormReference) => Overrides, string]>([
    ['an unknown employment type', () => ({ employment_type_id: '9999' }), 'employment_type_id'],
    ['an unknown sector', () => ({ company_sector: '9999' }), 'company_sector'],
    ['an unknown lead company', () => ({ lead_company_id: '9999' }), 'lead_company_id'],
    ['an unknown governorate', () => ({ home_governorate_id: '9999' }), 'home_governorate_id'],
    ['a city of another governorate', (ref) => ({ nid_city_id: String(ref.other.city) }), 'nid_city_id'],
    ['an area of another city', (ref) => ({ company_area_id: String(ref.other.area) }), 'company_area_id'],
    ['an unknown document type', () => ({ 'client_documents[0][document_type_id]': '9999' }), 'client_documents.0.document_type_id'],
  ])('refuses %s with 422 on that field, in English on request', async (_case, overrides, field) => {
    const { status, body } = await store(clientForm(reference, overrides(reference)), { 'accept-language': 'en' });
    expect({ status, body }).toEqual({
      status: 422,
      body: { message: 'The given data was invalid', errors: { [field]: ['Choose a value from the list'] } },
    });
  });

  it('refuses a national ID or mobile another client has', async () => {
    const first = validFields(reference);
    expect((await store(multipart(first))).status).toBe(201);
    const { status, body } = await store(
      clientForm(reference, { national_id: first.national_id, prime_mobile_number: first.prime_mobile_number }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      national_id: [rule('clients.nationalIdTaken')],
      prime_mobile_number: [rule('clients.primeMobileNumberTaken')],
    });
  });

  it('turns a unique violation from a concurrent save into the same 422', async () => {
    const other = await insertClient(context.app);
    const duplicate = context.app.db.execute(
      sql`insert into clients (name, national_id, phone_1) values ('x', ${other.nationalId}, '01599999999')`,
    );
    const error = await duplicate.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(() => rethrowTaken(error)).toThrow(
      expect.objectContaining({ statusCode: 422, fieldErrors: { national_id: ['clients.nationalIdTaken'] } }),
    );
    expect(() => rethrowTaken(new Error('other'))).toThrow('other');
  });

  // PGlite has one session, so no save can run alongside another there.
  (backend.name === 'postgres' ? it : it.skip)('answers the same 422 when a concurrent save takes the national ID first', async () => {
    const [before, clients] = [storedFiles().length, await clientCount()];
    const fields = validFields(reference);
    const other = new Client({ connectionString: context.app.config.databaseUrl });
    await other.connect();
    try {
      await other.query('begin');
      await other.query(`insert into clients (name, national_id, phone_1) values ('x', $1, $2)`, [
        fields.national_id,
        uniqueIdentity().phone,
      ]);
      const answer = store(multipart(fields));
      // The create finds no holder in its snapshot, so it waits on the unique index until the other save ends.
      const waiting = async () =>
        (await context.app.db.execute(sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`))
          .rowCount;
      for (let tries = 0; tries < 100 && !(await waiting()); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await waiting()).toBe(1);
      await other.query('commit');
      expect(await answer).toEqual({
        status: 422,
        body: { message: 'البيانات المدخلة غير صالحة', errors: { national_id: [rule('clients.nationalIdTaken')] } },
      });
    } finally {
      await other.end();
    }
    expect(storedFiles()).toHaveLength(before);
    expect(await clientCount()).toBe(clients + 1);
  });

  it.each<[string, FilePart]>([
    ['PNG bytes named .pdf', file('scan.pdf', PNG)],
    ['a PDF named .png', file('scan.png', PDF, 'image/png')],
    ['HTML named .txt', file('note.txt', '<!DOCTYPE html><script>alert(1)</script>', 'text/plain')],
    ['HTML behind a byte-order mark', file('note.txt', '\uFEFF  <html><body>x</body></html>', 'text/plain')],
    ['a PDF/text polyglot named .txt', file('note.txt', '%PDF-1.4 looks like text', 'text/plain')],
    ['binary named .txt', file('note.txt', Buffer.from([0x41, 0x00, 0x42]), 'text/plain')],
    ['plain text named .eml', file('mail.eml', 'no headers here', 'message/rfc822')],
    ['JPEG bytes named .msg', file('mail.msg', JPEG)],
    ['an executable', file('setup.exe', Buffer.from('MZ\x90\x00'), 'application/pdf')],
    ['a file without extension', file('scan', PDF)],
    ['an empty file', file('empty.txt', '', 'text/plain')],
  ])('refuses %s with 422 and stores nothing', async (_case, upload) => {
    const [before, clients] = [storedFiles().length, await clientCount()];
    const { status, body } = await store(clientForm(reference, { 'client_documents[0][files]': upload }));
    expect(status).toBe(422);
    expect(body.errors).toEqual({ 'client_documents.0.files': [rule('files.invalidFileType')] });
    expect(storedFiles()).toHaveLength(before);
    expect(await clientCount()).toBe(clients);
  });

  it('stops at a file over 10 MB with 413, keeping nothing', async () => {
    const [before, clients] = [storedFiles().length, await clientCount()];
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const { status, body } = await store(clientForm(reference, { 'client_documents[0][files]': file('big.pdf', big) }), {
      'accept-language': 'en',
    });
    expect({ status, body }).toEqual({
      status: 413,
      body: { message: 'The request is too large', errors: { 'client_documents.0.files': ['File size exceeds 10MB limit'] } },
    });
    expect(storedFiles()).toHaveLength(before);
    expect(await clientCount()).toBe(clients);
  });

  it('saves all or nothing: a bad second document leaves no row and no file', async () => {
    const [before, clients] = [storedFiles().length, await clientCount()];
    const { status } = await store(
      clientForm(reference, {
        'client_documents[1][document_type_id]': String(reference.documentTypeId),
        'client_documents[1][files]': file('fake.png', PDF, 'image/png'),
      }),
    );
    expect(status).toBe(422);
    expect(storedFiles()).toHaveLength(before);
    expect(await clientCount()).toBe(clients);
  });

  it('saves all or nothing: a database failure after the files were written leaves nothing', async () => {
    const [before, clients] = [storedFiles().length, await clientCount()];
    await context.app.db.execute(
      sql`create function fail_document() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`,
    );
    await context.app.db.execute(
      sql`create trigger fail_document before insert on client_documents for each row execute function fail_document()`,
    );
    try {
      const { status, body } = await store(clientForm(reference));
      expect({ status, body }).toEqual({ status: 500, body: { message: 'حدث خطأ في الخادم، حاول مرة أخرى لاحقًا' } });
    } finally {
      await context.app.db.execute(sql`drop trigger fail_document on client_documents`);
      await context.app.db.execute(sql`drop function fail_document`);
    }
    expect(storedFiles()).toHaveLength(before);
    expect(await clientCount()).toBe(clients);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/api/clients/store', payload: { client_name: 'x' }, headers });
    expect(response.statusCode).toBe(415);
  });
});
