import { limitRequestsQueryString } from './limit-requests-query';

test('page and size always; lists repeated with []; search trimmed; dates as given', () => {
  const query = new URLSearchParams(
    limitRequestsQueryString({
      page: 2,
      itemsPerPage: 25,
      clientId: 7,
      requestCodes: ['LR-1', '', 'LR-2'],
      search: ' mona ',
      decisionStatuses: ['approved', 'rejected'],
      dateFrom: '2024-01-01',
      dateTo: '2024-02-01',
    }),
  );
  expect(query.get('page')).toBe('2');
  expect(query.get('items_per_page')).toBe('25');
  expect(query.get('client_id')).toBe('7');
  expect(query.getAll('request_codes[]')).toEqual(['LR-1', 'LR-2']);
  expect(query.get('table_search')).toBe('mona');
  expect(query.getAll('decision_statuses[]')).toEqual(['approved', 'rejected']);
  expect(query.get('date_from')).toBe('2024-01-01');
  expect(query.get('date_to')).toBe('2024-02-01');
});

test('no empty filters on the wire', () => {
  expect(limitRequestsQueryString({ page: 1, itemsPerPage: 10, requestCodes: [], search: ' ', dateFrom: '' })).toBe(
    'page=1&items_per_page=10',
  );
});

test('issue 15: mine, sort and direction as the contract names them; a direction without a column is left out', () => {
  const query = new URLSearchParams(
    limitRequestsQueryString({ page: 1, itemsPerPage: 10, mine: true, sort: 'approved_limit', direction: 'asc' }),
  );
  expect(query.get('mine')).toBe('true');
  expect(query.get('sort')).toBe('approved_limit');
  expect(query.get('direction')).toBe('asc');
  expect(limitRequestsQueryString({ page: 1, itemsPerPage: 10, mine: false, direction: 'asc' })).toBe('page=1&items_per_page=10');
});
