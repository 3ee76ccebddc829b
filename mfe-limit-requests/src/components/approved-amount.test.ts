import { approvedAmount } from './approved-amount';

test.each([
  ['40000.00', '40000.00'],
  ['0.00', null],
  [null, null],
])('approved limit %s shows as %s', (approvedLimit, shown) => {
  expect(approvedAmount(approvedLimit)).toBe(shown);
});
