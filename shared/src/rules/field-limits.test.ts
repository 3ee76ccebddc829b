import { validateClient } from './client/validate-client';
import { MAX_AMOUNT, MAX_LENGTH, STORABLE_AMOUNT, tooLong } from './field-limits';
import { validateLimitRequest } from './limit-request/validate-limit-request';
import { translateRule } from './messages';

const today = new Date('2026-11-21T10:00:00Z');

test('an amount fits numeric(14, 2): twelve whole digits and two decimals at most (issue 16)', () => {
  expect(STORABLE_AMOUNT.test(String(MAX_AMOUNT))).toBe(true);
  expect(['999999999999.99', '1', '0.5'].every((amount) => STORABLE_AMOUNT.test(amount))).toBe(true);
  expect(['10000000000000', '1000000000000', '1e13', '1.001', '-1'].some((amount) => STORABLE_AMOUNT.test(amount))).toBe(false);
});

test('lengths count characters as PostgreSQL does, after trimming', () => {
  expect(tooLong('م'.repeat(MAX_LENGTH.personName), MAX_LENGTH.personName)).toBe(false);
  expect(tooLong(` ${'م'.repeat(MAX_LENGTH.personName)} `, MAX_LENGTH.personName)).toBe(false);
  expect(tooLong('😀'.repeat(MAX_LENGTH.personName), MAX_LENGTH.personName)).toBe(false);
  expect(tooLong('م'.repeat(MAX_LENGTH.personName + 1), MAX_LENGTH.personName)).toBe(true);
  expect(tooLong(undefined, 1)).toBe(false);
});

test('the client rules refuse a huge income and over-long texts on their fields, on create and edit', () => {
  for (const mode of ['create', 'edit'] as const) {
    const errors = validateClient(
      {
        client_name: 'م'.repeat(20_000),
        monthly_income: '10000000000000',
        title: 'م'.repeat(101),
        company_name: 'ش'.repeat(151),
        NID_address: 'ش'.repeat(251),
      },
      { mode, today },
    );
    expect(errors).toMatchObject({
      client_name: ['common.nameTooLong'],
      monthly_income: ['common.amountInvalid'],
      title: ['common.titleTooLong'],
      company_name: ['common.companyNameTooLong'],
      NID_address: ['common.addressTooLong'],
    });
  }
});

test('the limit-request rules refuse an amount no column holds and over-long texts', () => {
  const errors = validateLimitRequest(
    { requested_limit: '10000000000000', relative_name: 'م'.repeat(101), code: 'L'.repeat(31) },
    { mode: 'create' },
  );
  expect(errors).toMatchObject({
    requested_limit: ['common.amountInvalid'],
    relative_name: ['common.nameTooLong'],
    code: ['common.codeTooLong'],
  });
});

test('the messages quote the limits in both languages, in the language’s digits', () => {
  expect(translateRule('en', 'common.nameTooLong')).toBe('A name must be at most 100 characters');
  expect(translateRule('en', 'common.addressTooLong')).toBe('An address must be at most 250 characters');
  expect(translateRule('ar', 'common.nameTooLong')).toBe('يجب ألا يزيد الاسم على ١٠٠ حرف');
  expect(translateRule('en', 'common.amountInvalid')).toBe('Enter an amount in EGP with at most 12 whole digits and 2 decimals');
});
