import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render-shell';
import { AppLayout } from './app-layout';
import { NavDrawer } from './nav-drawer';

beforeEach(() => {
  localStorage.clear();
  // jsdom cannot scroll; the layout scrolls to the top on each route.
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

/** Tabster's focus sentinels: focusable yet aria-hidden, which axe reports as aria-hidden-focus. */
const sentinels = () => document.querySelectorAll('[data-tabster-dummy]');

test('a mounted drawer, even closed, puts focusable aria-hidden sentinels on the page', async () => {
  renderWithProviders(<NavDrawer open={false} onClose={() => undefined} />);
  await waitFor(() => expect(sentinels().length).toBeGreaterThan(0));
});

test('the layout has no such sentinel until the menu is opened, and the menu then opens', async () => {
  renderWithProviders(<AppLayout />);
  // Sentinels arrive after Tabster's asynchronous start, as the test above waits for; give them that time.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(sentinels()).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: /Open menu|فتح القائمة/ }));
  expect(await screen.findByRole('navigation')).toBeInTheDocument();
});
