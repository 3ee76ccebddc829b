import { requestStatusColour } from './request-status-colour';

test.each([
  ['approved', 'success'],
  ['rejected', 'danger'],
  // Issue 16: an approval waiting for a second reviewer.
  ['awaiting_confirmation', 'warning'],
  ['new', 'informative'],
  ['under_review', 'informative'],
  ['contract_uploaded', 'informative'],
  ['closed', 'informative'],
  ['cancelled', 'informative'],
])('%s is shown in %s colours', (status, colour) => {
  expect(requestStatusColour(status)).toBe(colour);
});
