import { readListParams, writeListParams, type ListParams } from './list-params';

const plain: ListParams = {
  page: 1,
  pageSize: 10,
  search: '',
  statuses: [],
  sources: [],
  mine: false,
  sort: 'updated_at',
  direction: 'desc',
};

test('reads the filters from the URL', () => {
  expect(
    readListParams(
      new URLSearchParams('page=3&size=25&q=mona&status=active&status=pending&source=self_onboarding&mine=1&sort=name&dir=asc'),
    ),
  ).toEqual({
    page: 3,
    pageSize: 25,
    search: 'mona',
    statuses: ['active', 'pending'],
    sources: ['self_onboarding'],
    mine: true,
    sort: 'name',
    direction: 'asc',
  });
});

test('falls back to the defaults on odd values', () => {
  expect(readListParams(new URLSearchParams('page=-2&size=7'))).toEqual(plain);
  expect(readListParams(new URLSearchParams('page=abc&size=1000'))).toMatchObject({ page: 1, pageSize: 10 });
  expect(readListParams(new URLSearchParams('source=nobody&mine=yes&sort=code&dir=up'))).toEqual(plain);
});

test('writes only what differs from the defaults', () => {
  expect(writeListParams(plain).toString()).toBe('');
  expect(writeListParams({ ...plain, page: 2, pageSize: 50, search: 'x', statuses: ['active'] }).toString()).toBe(
    'page=2&size=50&q=x&status=active',
  );
  expect(writeListParams({ ...plain, sources: ['staff'], mine: true, sort: 'balance', direction: 'desc' }).toString()).toBe(
    'source=staff&mine=1&sort=balance&dir=desc',
  );
  expect(writeListParams({ ...plain, direction: 'asc' }).toString()).toBe('sort=updated_at&dir=asc');
});
