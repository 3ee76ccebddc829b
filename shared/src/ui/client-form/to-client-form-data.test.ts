import { toClientFormData } from './to-client-form-data';

const passport = new File(['%PDF'], 'id.pdf', { type: 'application/pdf' });

test('every text field under its wire name, blank ones as empty strings', () => {
  const body = toClientFormData(
    {
      client_name: ' منى أحمد ',
      client_code: 'CL-1',
      national_id: '29001011234567',
      NID_issuance_date: '2022-03',
      NID_expired_date: '2029-03',
      birth_date: '1990-01-01T00:00:00Z',
      age: 36,
      gender: '2',
      employment_type_id: 3,
      company_sector: 2,
      nid_governorate_id: 1,
      company_address: 'شارع الهرم',
    },
    'create',
  );
  expect(body.get('client_name')).toBe('منى أحمد');
  expect(body.get('NID_issuance_date')).toBe('2022-03');
  expect(body.get('NID_expired_date')).toBe('2029-03');
  expect(body.get('birth_date')).toBe('1990-01-01');
  expect(body.get('age')).toBe('36');
  expect(body.get('gender')).toBe('2');
  expect(body.get('employment_type_id')).toBe('3');
  expect(body.get('company_sector')).toBe('2');
  expect(body.get('nid_governorate_id')).toBe('1');
  expect(body.get('second_mobile_number')).toBe('');
  expect(body.has('client_code')).toBe(false);
  for (const field of [
    'prime_mobile_number',
    'monthly_income',
    'title',
    'lead_company_id',
    'home_city_id',
    'company_area_id',
    'NID_address',
    'home_address',
  ]) {
    expect(body.has(field)).toBe(true);
  }
});

test('documents: new files uploaded, kept files by path on edit only', () => {
  const rows = [
    { key: 'a', document_type_id: 4, files: passport },
    { key: 'b', document_type_id: 5, existing_path: 'https://files.test/signed/abc' },
  ];
  const edit = toClientFormData({ client_documents: rows }, 'edit');
  expect(edit.get('client_documents[0][document_type_id]')).toBe('4');
  expect((edit.get('client_documents[0][files]') as File).name).toBe('id.pdf');
  expect(edit.has('client_documents[0][existing_path]')).toBe(false);
  expect(edit.get('client_documents[1][document_type_id]')).toBe('5');
  expect(edit.get('client_documents[1][existing_path]')).toBe('https://files.test/signed/abc');
  expect(edit.has('client_documents[1][files]')).toBe(false);

  const create = toClientFormData({ client_documents: rows }, 'create');
  expect(create.has('client_documents[1][existing_path]')).toBe(false);
});
