import { translateRule } from '../messages';
import type { ClientValues } from './client-values';
import { validateClient } from './validate-client';

const today = new Date('2026-11-21T10:00:00Z');
const FREELANCE = 4;

const valid: ClientValues = {
  client_name: 'محمد أحمد علي',
  national_id: '29001011234567',
  NID_issuance_date: '2022-03',
  prime_mobile_number: '01012345678',
  second_mobile_number: '01512345678',
  employment_type_id: '1',
  company_name: 'شركة النيل',
  monthly_income: '15000.50',
  title: 'محاسب',
  company_sector: '2',
  nid_governorate_id: '1',
  nid_city_id: '3',
  nid_area_id: '7',
  home_governorate_id: '1',
  home_city_id: '3',
  home_area_id: '7',
  company_governorate_id: '2',
  company_city_id: '40',
  company_area_id: '90',
  NID_address: 'شارع التحرير',
  home_address: 'شارع التحرير',
  company_address: '12 شارع الهرم، الدور 3',
  client_documents: [{ document_type_id: '1', files: {} }],
};

const create = (values: ClientValues) => validateClient(values, { mode: 'create', freelanceEmploymentTypeId: FREELANCE, today });
const edit = (values: ClientValues) => validateClient(values, { mode: 'edit', freelanceEmploymentTypeId: FREELANCE, today });

describe('validateClient', () => {
  it('accepts a complete client', () => {
    expect(create(valid)).toEqual({});
    expect(edit({ ...valid, monthly_income: '' })).toEqual({});
  });

  it('requires every mandatory field on create', () => {
    const errors = create({});
    for (const field of [
      'client_name',
      'national_id',
      'NID_issuance_date',
      'NID_expired_date',
      'prime_mobile_number',
      'employment_type_id',
      'company_name',
      'monthly_income',
      'title',
      'company_sector',
      'nid_governorate_id',
      'home_city_id',
      'company_area_id',
      'NID_address',
      'home_address',
      'company_address',
    ]) {
      expect(errors[field]).toEqual(['common.fieldRequired']);
    }
    expect(errors.second_mobile_number).toBeUndefined();
  });

  it.each<[string, ClientValues, string, string]>([
    ['Latin client name', { client_name: 'Mohamed Ali' }, 'client_name', 'clients.clientNameInvalid'],
    ['digits in the name', { client_name: 'محمد 2' }, 'client_name', 'clients.clientNameInvalid'],
    ['short national ID', { national_id: '2900101' }, 'national_id', 'clients.nationalIdLength'],
    ['impossible birth date', { national_id: '29002301234567' }, 'national_id', 'clients.nationalIdInvalid'],
    ['bad issuance date', { NID_issuance_date: '2022-13' }, 'NID_issuance_date', 'clients.dateInvalid'],
    ['issuance in the future', { NID_issuance_date: '2027-01' }, 'NID_issuance_date', 'clients.issuanceDateInFuture'],
    ['card older than 7 years', { NID_issuance_date: '2019-10' }, 'NID_expired_date', 'clients.nationalIdCardExpired'],
    ['mobile with a wrong operator', { prime_mobile_number: '01312345678' }, 'prime_mobile_number', 'clients.primeMobileNumberInvalid'],
    ['short mobile', { prime_mobile_number: '0101234567' }, 'prime_mobile_number', 'clients.primeMobileNumberInvalid'],
    ['bad second mobile', { second_mobile_number: '0201234567' }, 'second_mobile_number', 'clients.secondMobileNumberInvalid'],
    ['same two mobiles', { second_mobile_number: '01012345678' }, 'second_mobile_number', 'clients.mobileNumbersMustBeDifferent'],
    ['zero income', { monthly_income: '0' }, 'monthly_income', 'clients.monthlyIncomePositive'],
    ['negative income', { monthly_income: '-5' }, 'monthly_income', 'clients.monthlyIncomePositive'],
    ['text income', { monthly_income: 'ten' }, 'monthly_income', 'clients.monthlyIncomePositive'],
    ['Latin title', { title: 'Accountant' }, 'title', 'clients.titleInvalid'],
    ['Latin company address', { company_address: '12 Pyramids St' }, 'company_address', 'clients.companyAddressInvalid'],
    ['governorate 0', { nid_governorate_id: '0' }, 'nid_governorate_id', 'common.fieldRequired'],
    ['document without a file', { client_documents: [{ document_type_id: '1' }] }, 'client_documents.0.files', 'common.fieldRequired'],
    ['document without a type', { client_documents: [{ files: {} }] }, 'client_documents.0.document_type_id', 'common.fieldRequired'],
  ])('refuses %s', (_case, change, field, key) => {
    expect(create({ ...valid, ...change })[field]).toEqual([key]);
  });

  it('needs no company name for Freelance', () => {
    expect(create({ ...valid, employment_type_id: String(FREELANCE), company_name: '' })).toEqual({});
    expect(create({ ...valid, employment_type_id: '1', company_name: ' ' }).company_name).toEqual(['common.fieldRequired']);
  });

  it('on edit names missing address ids with addressFieldsRequired and keeps files by path', () => {
    const errors = edit({ ...valid, home_area_id: '', client_documents: [{ document_type_id: '1', existing_path: '/api/files/abc' }] });
    expect(errors).toEqual({ home_area_id: ['clients.addressFieldsRequired'] });
    expect(
      create({ ...valid, client_documents: [{ document_type_id: '1', existing_path: '/api/files/abc' }] })['client_documents.0.files'],
    ).toEqual(['common.fieldRequired']);
  });

  it('has a message for every key it returns, in both languages', () => {
    const keys = new Set(
      Object.values({
        ...create({}),
        ...create({
          ...valid,
          client_name: 'x',
          national_id: '1',
          NID_issuance_date: 'x',
          prime_mobile_number: '1',
          second_mobile_number: '1',
          monthly_income: '-1',
          title: 'x',
          company_address: 'x',
        }),
        ...edit({}),
      }).flat(),
    );
    for (const key of keys) {
      expect(translateRule('ar', key)).not.toBe(key);
      expect(translateRule('en', key)).not.toBe(key);
    }
    expect(translateRule('ar', 'clients.nationalIdLength')).toBe('يجب أن يتكون الرقم القومي من ١٤ رقمًا بالضبط');
    expect(translateRule('en', 'clients.mobileNumbersMustBeDifferent')).toBe('The second mobile number must differ from the primary one');
  });
});
