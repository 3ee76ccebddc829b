import { translateRule } from '../messages';
import type { LimitRequestValues } from './limit-request-values';
import { validateLimitRequest } from './validate-limit-request';

const valid: LimitRequestValues = {
  client_id: '12',
  limit_request_type_id: '1',
  requested_limit: '25000.50',
  tenure: '12',
  merchant_id: '3',
  product_id: '7',
  merchant_branch_id: '9',
  code: 'LR-000001',
  relative_degree_type_id: '2',
  relative_name: 'محمود علي',
  relative_mobile_number: '01112345678',
  general_documents: [{ document_type_id: '4', file: {} }],
  contract_documents: [],
};

const create = (values: LimitRequestValues) => validateLimitRequest(values, { mode: 'create' });

describe('validateLimitRequest', () => {
  it('accepts a complete request, with or without documents', () => {
    expect(create(valid)).toEqual({});
    expect(create({ ...valid, general_documents: undefined, contract_documents: undefined })).toEqual({});
    expect(
      validateLimitRequest({ ...valid, general_documents: [{ document_type_id: '4', existing_path: '/f/1' }] }, { mode: 'edit' }),
    ).toEqual({});
  });

  it('requires every mandatory field', () => {
    const errors = create({});
    for (const field of [
      'client_id',
      'limit_request_type_id',
      'requested_limit',
      'tenure',
      'merchant_id',
      'product_id',
      'merchant_branch_id',
      'relative_degree_type_id',
      'relative_name',
      'relative_mobile_number',
      'code',
    ]) {
      expect(errors[field]).toEqual(['common.fieldRequired']);
    }
    expect(create({ ...valid, relative_name: '   ' }).relative_name).toEqual(['common.fieldRequired']);
  });

  it.each([
    ['limit_request_type_id', '0', 'common.positiveNumber'],
    ['merchant_branch_id', '-3', 'common.positiveNumber'],
    ['merchant_id', 'abc', 'common.positiveNumber'],
    ['relative_degree_type_id', '0', 'common.positiveNumber'],
    ['requested_limit', '0', 'common.positiveNumber'],
    ['requested_limit', '-10', 'common.positiveNumber'],
    ['requested_limit', '1e5', 'common.positiveNumber'],
    ['tenure', '0', 'limitRequests.tenureRange'],
    ['tenure', '37', 'limitRequests.tenureRange'],
    ['tenure', '6.5', 'limitRequests.tenureRange'],
    ['relative_name', 'Mahmoud Ali', 'limitRequests.degreeNameInvalid'],
    ['relative_name', 'محمود 2', 'limitRequests.degreeNameInvalid'],
    ['relative_mobile_number', '01312345678', 'clients.primeMobileNumberInvalid'],
    ['relative_mobile_number', '0101234567', 'clients.primeMobileNumberInvalid'],
  ])('refuses %s = %p with %s', (field, value, key) => {
    expect(create({ ...valid, [field]: value })).toEqual({ [field]: [key] });
  });

  it('accepts the tenure bounds', () => {
    expect(create({ ...valid, tenure: '1' })).toEqual({});
    expect(create({ ...valid, tenure: 36 })).toEqual({});
  });

  it('needs a type and a file on every listed document', () => {
    expect(
      create({ ...valid, general_documents: [{ document_type_id: '', file: {} }], contract_documents: [{ document_type_id: '5' }] }),
    ).toEqual({
      'general_documents.0.document_type_id': ['common.fieldRequired'],
      'contract_documents.0.file': ['common.fieldRequired'],
    });
    // A kept path only counts on edit.
    expect(create({ ...valid, general_documents: [{ document_type_id: '4', existing_path: '/f/1' }] })).toEqual({
      'general_documents.0.file': ['common.fieldRequired'],
    });
  });

  it('words its keys in both languages', () => {
    expect(translateRule('en', 'limitRequests.degreeNameInvalid')).toBe('Relative name must contain Arabic letters and spaces only');
    expect(translateRule('ar', 'limitRequests.degreeNameInvalid')).toBe('يجب أن يحتوي اسم القريب على حروف عربية ومسافات فقط');
    expect(translateRule('en', 'limitRequests.tenureRange')).toMatch(/1 to 36/);
    expect(translateRule('ar', 'limitRequests.tenureRange')).not.toBe('limitRequests.tenureRange');
  });
});
