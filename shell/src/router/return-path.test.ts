import { loginPathFor, safeReturnPath } from './return-path';

test('keeps an in-app path with its query and hash', () => {
  expect(safeReturnPath('/limit-requests/22')).toBe('/limit-requests/22');
  expect(safeReturnPath('/clients?page=2&statuses[]=new#top')).toBe('/clients?page=2&statuses[]=new#top');
});

test('refuses what would make /login an open redirect, and /login or / themselves', () => {
  for (const value of [
    'https://evil.example/clients',
    '//evil.example/clients',
    '/\\evil.example',
    'javascript:alert(1)',
    'clients',
    '',
    null,
    '/login',
    '/login?next=/clients',
    '/',
  ]) {
    expect(safeReturnPath(value)).toBeNull();
  }
});

test('/login remembers only a path worth returning to', () => {
  expect(loginPathFor('/limit-requests/22')).toBe('/login?next=%2Flimit-requests%2F22');
  expect(loginPathFor('/')).toBe('/login');
});
