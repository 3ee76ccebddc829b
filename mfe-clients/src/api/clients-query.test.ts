import { clientsQueryString } from './clients-query';

test('page and size always, statuses repeated, search trimmed', () => {
  const query = new URLSearchParams(
    clientsQueryString({ page: 2, itemsPerPage: 25, statuses: ['active', '', 'pending'], search: ' mona ' }),
  );
  expect(query.get('page')).toBe('2');
  expect(query.get('items_per_page')).toBe('25');
  expect(query.getAll('statuses[]')).toEqual(['active', 'pending']);
  expect(query.get('table_search')).toBe('mona');
});

test('no empty filters on the wire', () => {
  expect(clientsQueryString({ page: 1, itemsPerPage: 10, statuses: [], search: '  ' })).toBe('page=1&items_per_page=10');
});

test('issue 15: sources repeated, mine only when on, and the order as sort and direction', () => {
  const query = new URLSearchParams(
    clientsQueryString({ page: 1, itemsPerPage: 10, sources: ['self_onboarding'], mine: true, sort: 'balance', direction: 'asc' }),
  );
  expect(query.getAll('sources[]')).toEqual(['self_onboarding']);
  expect(query.get('mine')).toBe('true');
  expect(query.get('sort')).toBe('balance');
  expect(query.get('direction')).toBe('asc');
  expect(clientsQueryString({ page: 1, itemsPerPage: 10, mine: false })).toBe('page=1&items_per_page=10');
});
