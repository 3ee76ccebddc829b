import { toLimitRequestFormData } from './to-limit-request-form-data';

const slip = new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' });

test('text fields under their wire names, trimmed; blank ones empty', () => {
  const body = toLimitRequestFormData({
    client_id: 7,
    code: 'LR-000123',
    requested_limit: '25000.50',
    tenure: '12',
    merchant_id: 1,
    relative_name: ' محمود علي ',
  });
  expect(body.get('client_id')).toBe('7');
  expect(body.get('code')).toBe('LR-000123');
  expect(body.get('requested_limit')).toBe('25000.50');
  expect(body.get('tenure')).toBe('12');
  expect(body.get('merchant_id')).toBe('1');
  expect(body.get('relative_name')).toBe('محمود علي');
  expect(body.get('product_id')).toBe('');
  expect(body.has('approved_limit')).toBe(false);
});

test('captures only when taken; documents by index; comments by index', () => {
  const body = toLimitRequestFormData({
    front_image: 'data:image/jpeg;base64,AAA',
    general_documents: [
      { key: 'a', document_type_id: 4, file: slip },
      { key: 'b', document_type_id: 5 },
    ],
    comments: ['أول تعليق', 'second'],
  });
  expect(body.get('front_image')).toBe('data:image/jpeg;base64,AAA');
  expect(body.has('back_image')).toBe(false);
  expect(body.has('selfie')).toBe(false);
  expect(body.get('general_documents[0][document_type_id]')).toBe('4');
  expect((body.get('general_documents[0][file]') as File).name).toBe('slip.pdf');
  expect(body.get('general_documents[1][document_type_id]')).toBe('5');
  expect(body.has('general_documents[1][file]')).toBe(false);
  expect(body.getAll('comments[0]')).toEqual(['أول تعليق']);
  expect(body.get('comments[1]')).toBe('second');
});
