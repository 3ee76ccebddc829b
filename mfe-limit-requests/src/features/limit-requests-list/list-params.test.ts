import { readListParams, sameFilters, writeListParams, DEFAULT_LIST_PARAMS, NO_FILTERS } from './list-params';

test('reads every filter from the URL', () => {
  expect(
    readListParams(
      new URLSearchParams('page=3&size=25&q=mona&code=LR-1&code=LR-2&decision=approved&from=2024-01-01&to=2024-02-01&client=7'),
    ),
  ).toEqual({
    page: 3,
    pageSize: 25,
    search: 'mona',
    codes: ['LR-1', 'LR-2'],
    decisionStatuses: ['approved'],
    dateFrom: '2024-01-01',
    dateTo: '2024-02-01',
    clientId: 7,
    mine: false,
  });
});

test('issue 15: "my requests" and the order travel in the URL like the filters', () => {
  const params = readListParams(new URLSearchParams('mine=true&sort=requested_limit&direction=asc'));
  expect(params).toMatchObject({ mine: true, sort: 'requested_limit', direction: 'asc' });
  expect(writeListParams(params).toString()).toBe('mine=true&sort=requested_limit&direction=asc');
  expect(readListParams(new URLSearchParams('mine=1&sort=name&direction=up'))).toEqual(DEFAULT_LIST_PARAMS);
});

test('odd values fall back to the defaults; 50 is a client page size, not a limit-request one', () => {
  expect(readListParams(new URLSearchParams('page=-2&size=50&from=yesterday&client=x'))).toEqual({
    ...DEFAULT_LIST_PARAMS,
    clientId: undefined,
  });
});

test('writes only what differs from the defaults', () => {
  expect(writeListParams(DEFAULT_LIST_PARAMS).toString()).toBe('');
  expect(writeListParams({ ...DEFAULT_LIST_PARAMS, page: 2, pageSize: 5, codes: ['A', 'B'], dateTo: '2024-02-01' }).toString()).toBe(
    'page=2&size=5&code=A&code=B&to=2024-02-01',
  );
});

test('filters differing only by surrounding spaces are the same', () => {
  expect(sameFilters({ ...NO_FILTERS, search: ' mona ' }, { ...NO_FILTERS, search: 'mona' })).toBe(true);
  expect(sameFilters({ ...NO_FILTERS, codes: ['A'] }, NO_FILTERS)).toBe(false);
});
