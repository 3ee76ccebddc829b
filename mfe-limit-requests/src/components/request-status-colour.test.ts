import { requestStatusColour } from './request-status-colour';

test.each([
  ['approved', 'success'],
  ['rejected', 'danger'],
  ['new', 'informative'],
  ['under_review', 'informative'],
  ['contract_uploaded', 'informative'],
  ['closed', 'informative'],
  ['cancelled', 'informative'],
])('%s is shown in %s colours', (status, colour) => {
  expect(requestStatusColour(status)).toBe(colour);
});
