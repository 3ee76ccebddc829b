import { deriveIdentity } from '@back-office/shared/rules';
import { clientLimitsRepository } from '../../repositories/clients/client-limits-repository';
import { formReference, validFields, type FormReference } from '../../test/client-form';
import { signedIn } from '../../test/fixtures';
import { multipart } from '../../test/multipart';
import { backends, useTestApp } from '../../test/test-app';

describe.each(backends())('GET /api/clients/{id}, /documents/{id}, /submit/{id} ($name)', (backend) => {
  const context = useTestApp(backend);
  let headers: Record<string, string>;
  let agent: Awaited<ReturnType<typeof signedIn>>;
  let reference: FormReference;
  let id: number;
  let fields: ReturnType<typeof validFields>;

  const get = async (url: string, extra: Record<string, string> = {}) => {
    const response = await context.app.inject({ method: 'GET', url, headers: { ...headers, ...extra } });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    agent = await signedIn(context.app);
    headers = agent.headers;
    reference = await formReference(context.app);
    fields = validFields(reference, { lead_company_id: String(reference.leadCompanyId), second_mobile_number: '01299999999' });
    const form = multipart(fields);
    const stored = await context.app.inject({
      method: 'POST',
      url: '/api/clients/store',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
    id = stored.json().data.client.id;
  });

  it('shows every detail field, named addresses, signed files, history and pick-lists', async () => {
    const { status, body } = await get(`/api/clients/${id}`, { 'accept-language': 'en' });
    expect(status).toBe(200);
    const identity = deriveIdentity(String(fields.national_id))!;
    const named = { id: expect.any(Number), name: expect.any(String) };
    const address = (text: string) => ({
      address: text,
      governorate: { ...named, id: reference.place.governorate },
      city: { ...named, id: reference.place.city },
      area: { ...named, id: reference.place.area },
    });
    expect(body.data.client).toEqual({
      id,
      name: 'محمد أحمد علي',
      code: expect.stringMatching(/^CL-\d{6}$/),
      phone_1: fields.prime_mobile_number,
      phone_2: '01299999999',
      balance: '0.00',
      status: 'pending',
      national_id: fields.national_id,
      title: 'محاسب',
      creator: agent.user.name,
      updated_at: expect.any(String),
      version: 0,
      can_edit: true,
      is_submited: false,
      NID_issuance_date: '2022-03-01',
      NID_expired_date: '2029-03-01',
      employment_type_id: reference.employmentTypeId,
      lead_company_id: reference.leadCompanyId,
      company_sector_id: reference.sectorId,
      company_name: 'شركة النيل',
      monthly_income: '7500.00',
      birth_date: '1990-01-01',
      age: identity.age,
      gender: identity.gender,
      source: 'staff',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      addresses: {
        current_home: address('5 شارع الجمهورية'),
        nid: address('12 شارع النصر'),
        company: { ...address('برج النيل، الدور 3'), company_name: 'شركة النيل' },
      },
      client_files: [
        {
          id: expect.any(Number),
          path: expect.stringMatching(/^\/api\/files\/\d+\.\d+\.[\w-]{43}$/),
          type: 'application/pdf',
          document: { id: reference.documentTypeId, name: 'National ID Copy' },
        },
      ],
      history: [
        {
          id: expect.any(Number),
          action: 'created',
          actor: agent.user.name,
          at: expect.any(String),
          changes: expect.arrayContaining([{ field: 'client_name', old: null, new: 'محمد أحمد علي', kind: 'text' }]),
        },
      ],
    });
    expect(body.data.employment_types).toContainEqual({ id: reference.freelanceId, name: 'Freelance' });
    expect(body.data.lead_companies.length).toBeGreaterThan(0);
    expect(body.data.company_sectors.length).toBeGreaterThan(0);
  });

  it('lists the documents with signed paths', async () => {
    const { status, body } = await get(`/api/clients/documents/${id}`);
    expect(status).toBe(200);
    expect(body.data.documents).toEqual([
      {
        id: expect.any(Number),
        document_type: { id: reference.documentTypeId, name: expect.any(String) },
        file_path: expect.stringMatching(/^\/api\/files\//),
        mime_type: 'application/pdf',
        size: expect.any(Number),
        uploaded_at: expect.any(String),
      },
    ]);
  });

  it('submits once, records it, and answers 200 again without a second event', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await get(`/api/clients/submit/${id}`, { 'accept-language': 'en' })).toEqual({
        status: 200,
        body: { message: 'Client submitted successfully', data: { client: { id, is_submited: true } } },
      });
    }
    const { body } = await get(`/api/clients/${id}`);
    expect(body.data.client).toMatchObject({ is_submited: true, can_edit: false });
    expect(body.data.client.history.map((event: { action: string }) => event.action)).toEqual(['submitted', 'created']);
    expect(body.data.client.history[0]).toMatchObject({ actor: agent.user.name, changes: [] });
  });

  // Issue 15, defect 4: history read as the form reads, references by name, in the reader's language.
  it('names the references, dates, amounts and files of the history, with the kind of each value', async () => {
    const { body } = await get(`/api/clients/${id}`, { 'accept-language': 'en' });
    const { client, employment_types: employmentTypes } = body.data;
    const created = client.history.at(-1);
    const change = (field: string) => created.changes.find((entry: { field: string }) => entry.field === field);
    expect(change('client_name')).toEqual({ field: 'client_name', old: null, new: 'محمد أحمد علي', kind: 'text' });
    expect(change('home_governorate_id')).toEqual({
      field: 'home_governorate_id',
      old: null,
      new: client.addresses.current_home.governorate.name,
      kind: 'text',
    });
    expect(change('home_city_id')).toMatchObject({ new: client.addresses.current_home.city.name, kind: 'text' });
    expect(change('home_area_id')).toMatchObject({ new: client.addresses.current_home.area.name, kind: 'text' });
    const employment = employmentTypes.find((type: { id: number }) => type.id === reference.employmentTypeId);
    expect(change('employment_type_id')).toMatchObject({ new: employment.name, kind: 'text' });
    expect(change('birth_date')).toMatchObject({ new: '1990-01-01', kind: 'date' });
    expect(change('monthly_income')).toMatchObject({ kind: 'money' });
    expect(change('gender')).toMatchObject({ new: deriveIdentity(String(fields.national_id))!.gender, kind: 'gender' });
    expect(change('client_documents')).toMatchObject({ new: expect.stringMatching(/^National ID Copy — \S/), kind: 'file' });
    expect(JSON.stringify(created.changes)).not.toMatch(/#\d/);
    const arabic = (await get(`/api/clients/${id}`)).body.data.client;
    const arabicCity = arabic.history.at(-1).changes.find((entry: { field: string }) => entry.field === 'home_city_id');
    expect(arabicCity.new).toBe(arabic.addresses.current_home.city.name);
  });

  it('records status changes in the history, in the same statement as the change, once', async () => {
    const limits = clientLimitsRepository(context.app.db, agent.user.id);
    await limits.approve(id);
    await limits.approve(id);
    await limits.activate(id, '2500.00');
    await limits.activate(id, '500.00');
    const { body } = await get(`/api/clients/${id}`, { 'accept-language': 'en' });
    expect(body.data.client).toMatchObject({ status: 'active', balance: '3000.00' });
    const [activated, approved] = body.data.client.history;
    expect(activated).toMatchObject({
      action: 'status_changed',
      actor: agent.user.name,
      changes: [{ field: 'status', old: 'approved', new: 'active', kind: 'client_status' }],
    });
    expect(approved).toMatchObject({
      action: 'status_changed',
      changes: [{ field: 'status', old: 'pending', new: 'approved', kind: 'client_status' }],
    });
    expect(body.data.client.history.map((event: { action: string }) => event.action)).toEqual([
      'status_changed',
      'status_changed',
      'submitted',
      'created',
    ]);
  });

  it.each(['/api/clients/999999', '/api/clients/documents/999999', '/api/clients/submit/999999'])('answers 404 for %s', async (url) => {
    expect(await get(url)).toEqual({ status: 404, body: { message: 'العنصر المطلوب غير موجود' } });
  });

  it.each(['/api/clients/abc', '/api/clients/documents/1x', '/api/clients/submit/-1'])('answers 422 for %s', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(422);
    expect(Object.keys(body.errors)).toEqual(['id']);
  });
});
