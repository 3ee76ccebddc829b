import { needsSecondReviewer } from './four-eyes';

const defaults = { amount: 100_000, percent: 20 };

test.each([
  ['100000.00', '100000.00', false],
  ['100000.01', '150000.00', true],
  ['80000.00', '100000.00', false],
  ['79999.99', '100000.00', true],
  ['20000.00', '20000.00', false],
  ['15000.00', '20000.00', true],
  ['999999999999.99', '999999999999.99', true],
] as const)('approving %s of %s needs a second reviewer: %p (issue 16)', (approved, requested, expected) => {
  expect(needsSecondReviewer(approved, requested, defaults)).toBe(expected);
});

test('follows the configured threshold and percentage', () => {
  expect(needsSecondReviewer('15000.00', '20000.00', { amount: 100_000, percent: 30 })).toBe(false);
  expect(needsSecondReviewer('500.00', '500.00', { amount: 0, percent: 100 })).toBe(true);
});
