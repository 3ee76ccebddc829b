import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes } from '@back-office/shared/testing';
import { renderRoutes } from '../test/render-shell';
import { routes } from './routes';

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.clear();
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('userId', '7');
  localStorage.setItem('language', 'en');
  mockRoutes({
    'GET /api/auth/me': { body: { data: { id: 7, name: 'Mona Adel', email: 'risk@demo.test', role: 'risk' } } },
    'POST /api/auth/logout': { body: { message: 'Logged out' } },
  });
});

// The page left still renders once without a session before the logout's navigation lands; its
// guard used to send /login a page to return to (seen as a flaky end-to-end logout test).
test('logging out lands on /login itself, not on a /login that would return to the page left', async () => {
  const { router } = renderRoutes(routes, '/clients', () => Promise.resolve(() => <h1>Clients</h1>));
  await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
  await screen.findByRole('button', { name: 'Log in' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe('');
  expect(localStorage.getItem('accessToken')).toBeNull();
});
