import { filterErrors, hasFilterErrors, localTodayIso } from './filter-rules';

// 15 June 2024 just after midnight in the user's zone: still the 15th for them.
const now = new Date(2024, 5, 15, 0, 30);
const none = { codes: [], dateFrom: '', dateTo: '' };

test('open or ordered ranges up to today, and five codes, pass', () => {
  expect(filterErrors(none, now)).toEqual({});
  expect(filterErrors({ codes: ['1', '2', '3', '4', '5'], dateFrom: '2024-06-01', dateTo: '2024-06-15' }, now)).toEqual({});
  expect(hasFilterErrors({})).toBe(false);
});

test('each broken rule, one message per field', () => {
  expect(filterErrors({ ...none, dateFrom: '2024-06-10', dateTo: '2024-06-01' }, now)).toEqual({
    dateTo: 'limitRequests.dateToCannotBeBeforeDateFrom',
  });
  expect(filterErrors({ ...none, dateFrom: '2024-06-16', dateTo: '2024-06-17' }, now)).toEqual({
    dateFrom: 'limitRequests.dateFromCannotBeInFuture',
    dateTo: 'limitRequests.dateToCannotBeInFuture',
  });
  expect(filterErrors({ ...none, codes: ['1', '2', '3', '4', '5', '6'] }, now)).toEqual({
    codes: 'limitRequests.maxCodeSelectionExceeded',
  });
  expect(hasFilterErrors({ dateTo: 'x' })).toBe(true);
});

test('today is the local calendar day', () => {
  expect(localTodayIso(now)).toBe('2024-06-15');
});
