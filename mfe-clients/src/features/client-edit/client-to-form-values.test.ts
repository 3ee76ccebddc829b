import { clientDetail, NO_ADDRESS, NO_COMPANY_ADDRESS } from '../../test/client-detail-fixture';
import { clientToFormValues } from './client-to-form-values';

test('maps the wire client to form values, months and kept files included', () => {
  const values = clientToFormValues(clientDetail({ phone_2: null }));
  expect(values).toMatchObject({
    client_name: 'منى أحمد',
    client_code: 'CL-000007',
    NID_issuance_date: '2022-03',
    NID_expired_date: '2029-03',
    gender: '1',
    second_mobile_number: '',
    company_sector: 2,
    home_governorate_id: 1,
    company_city_id: 20,
    company_area_id: 200,
    NID_address: 'شارع النصر',
    company_address: 'شارع الهرم',
  });
  expect(values.client_documents).toEqual([
    { key: 'file-31', document_type_id: 5, existing_path: 'https://files.test/signed/id.png', existing_name: 'National ID' },
    { key: 'file-32', document_type_id: 6, existing_path: 'https://files.test/signed/mail.msg', existing_name: 'Salary slip' },
  ]);
});

test('a client without a company address still maps', () => {
  const values = clientToFormValues(
    clientDetail({ addresses: { current_home: NO_ADDRESS, nid: NO_ADDRESS, company: NO_COMPANY_ADDRESS }, company_name: null }),
  );
  expect(values.company_governorate_id).toBeUndefined();
  expect(values.company_name).toBe('');
});
