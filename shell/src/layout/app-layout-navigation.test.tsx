import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes } from '@back-office/shared/testing';
import { renderRoutes } from '../test/render-shell';
import { matchWidth } from '../test/match-width';
import { AppLayout } from './app-layout';

/** A page with a field, to see that what was typed outlives a failure elsewhere in the frame. */
function NotePage() {
  return (
    <label>
      Note
      <input />
    </label>
  );
}

const renderSignedInAt = (width: number, path = '/clients', language = 'en') => {
  restoreMatchMedia = matchWidth(width);
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('userId', '7');
  localStorage.setItem('language', language);
  return renderRoutes([{ element: <AppLayout />, children: [{ path: '*', element: <NotePage /> }] }], path);
};

let restoreMatchMedia = () => undefined as void;
beforeEach(() => {
  localStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  mockRoutes({ 'GET /api/auth/me': { body: { data: { id: 7, name: 'Mona Adel', email: 'risk@demo.test', role: 'risk' } } } });
});
afterEach(() => restoreMatchMedia());

test('from 1280 px the navigation stays open beside the page, with no menu button (issue 15)', async () => {
  renderSignedInAt(1280);
  const navigation = await screen.findByRole('navigation', { name: 'Menu' });
  expect(within(navigation).getByRole('link', { name: 'Limit requests' })).toBeInTheDocument();
  // Issue 16: my sessions, on the account pages.
  expect(within(navigation).getByRole('link', { name: 'My sessions' })).toHaveAttribute('href', '/account/sessions');
  // Issue 18: which notifications also send an e-mail, on the account pages too.
  expect(within(navigation).getByRole('link', { name: 'Notification e-mails' })).toHaveAttribute('href', '/account/notifications');
  expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  // The side bar is the row's first item, at its start: the right in Arabic, the left in English; the page follows it.
  const aside = navigation.closest('aside')!;
  expect(aside.nextElementSibling).toBe(screen.getByRole('main'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('below 1280 px the navigation is the overlay drawer behind the menu button', async () => {
  renderSignedInAt(1279);
  await screen.findByText('Mona Adel');
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
});

test('the top bar names the signed-in person and their role', async () => {
  renderSignedInAt(1440);
  expect(await screen.findByText('Mona Adel')).toBeInTheDocument();
  expect(screen.getByText('Risk reviewer')).toBeInTheDocument();
});

test('on a phone the language and log-out buttons are icons that keep their names', async () => {
  renderSignedInAt(360);
  expect(await screen.findByText('Mona Adel')).toBeInTheDocument();
  const logOut = screen.getByRole('button', { name: 'Log out' });
  const language = screen.getByRole('button', { name: 'العربية' });
  expect(logOut).not.toHaveTextContent('Log out');
  expect(language).not.toHaveTextContent('العربية');
});

test.each([
  ['en', 'Dashboard'],
  ['ar', 'لوحة المتابعة'],
])('the dashboard is the first item of the menu (issue 18, %s)', async (language, name) => {
  renderSignedInAt(1280, '/clients', language);
  const navigation = await screen.findByRole('navigation', { name: language === 'en' ? 'Menu' : 'القائمة' });
  const first = within(navigation).getAllByRole('link')[0];
  expect(first).toHaveAccessibleName(name);
  expect(first).toHaveAttribute('href', '/');
});

test('only an administrator is offered the administration pages (issue 17)', async () => {
  renderSignedInAt(1280);
  await screen.findByText('Mona Adel');
  expect(within(screen.getByRole('navigation', { name: 'Menu' })).queryByRole('link', { name: 'Administration' })).not.toBeInTheDocument();
});

test('an administrator finds administration in the menu', async () => {
  mockRoutes({ 'GET /api/auth/me': { body: { data: { id: 1, name: 'Amal Saeed', email: 'admin@demo.test', role: 'admin' } } } });
  renderSignedInAt(1280);
  const navigation = await screen.findByRole('navigation', { name: 'Menu' });
  expect(await within(navigation).findByRole('link', { name: 'Administration' })).toHaveAttribute('href', '/admin');
});

test('a risk reviewer finds the review queue in the menu (issue 18)', async () => {
  renderSignedInAt(1280);
  const navigation = await screen.findByRole('navigation', { name: 'Menu' });
  expect(await within(navigation).findByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/limit-requests/queue');
});

test('on the review queue only its own entry is the current page; on a request, limit requests is', async () => {
  const view = renderSignedInAt(1280, '/limit-requests/queue');
  const navigation = await screen.findByRole('navigation', { name: 'Menu' });
  expect(await within(navigation).findByRole('link', { name: 'Review queue' })).toHaveAttribute('aria-current', 'page');
  expect(within(navigation).getByRole('link', { name: 'Limit requests' })).toHaveAttribute('aria-current', 'false');
  view.unmount();
  renderSignedInAt(1280, '/limit-requests/5');
  const again = await screen.findByRole('navigation', { name: 'Menu' });
  expect(await within(again).findByRole('link', { name: 'Review queue' })).not.toHaveAttribute('aria-current');
  expect(within(again).getByRole('link', { name: 'Limit requests' })).toHaveAttribute('aria-current', 'page');
});

test('an agent is not offered the review queue (issue 18)', async () => {
  mockRoutes({ 'GET /api/auth/me': { body: { data: { id: 3, name: 'Ali Hassan', email: 'agent@demo.test', role: 'agent' } } } });
  renderSignedInAt(1280);
  expect(await screen.findByText('Ali Hassan')).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Menu' })).queryByRole('link', { name: 'Review queue' })).not.toBeInTheDocument();
});
