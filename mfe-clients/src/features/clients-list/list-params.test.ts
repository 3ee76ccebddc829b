import { readListParams, writeListParams } from './list-params';

test('reads the filters from the URL', () => {
  expect(readListParams(new URLSearchParams('page=3&size=25&q=mona&status=active&status=pending'))).toEqual({
    page: 3,
    pageSize: 25,
    search: 'mona',
    statuses: ['active', 'pending'],
  });
});

test('falls back to page 1 of 10 on odd values', () => {
  expect(readListParams(new URLSearchParams('page=-2&size=7'))).toEqual({ page: 1, pageSize: 10, search: '', statuses: [] });
  expect(readListParams(new URLSearchParams('page=abc&size=1000'))).toMatchObject({ page: 1, pageSize: 10 });
});

test('writes only what differs from the defaults', () => {
  expect(writeListParams({ page: 1, pageSize: 10, search: '', statuses: [] }).toString()).toBe('');
  expect(writeListParams({ page: 2, pageSize: 50, search: 'x', statuses: ['active'] }).toString()).toBe('page=2&size=50&q=x&status=active');
});
