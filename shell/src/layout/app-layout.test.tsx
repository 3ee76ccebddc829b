import { act, screen } from '@testing-library/react';
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

/** Tabster starts on timers; running a second of them on a fake clock lets it do all it would. */
function letTabsterStart() {
  act(() => jest.advanceTimersByTime(1000));
}

afterEach(() => jest.useRealTimers());

test('a mounted drawer, even closed, puts focusable aria-hidden sentinels on the page', () => {
  jest.useFakeTimers();
  renderWithProviders(<NavDrawer open={false} onClose={() => undefined} />);
  letTabsterStart();
  expect(sentinels().length).toBeGreaterThan(0);
});

test('the layout has no such sentinel until the menu is opened, and the menu then opens', async () => {
  jest.useFakeTimers();
  renderWithProviders(<AppLayout />);
  // The same clock as above, on which a mounted drawer has put its sentinels by now.
  letTabsterStart();
  expect(sentinels()).toHaveLength(0);
  jest.useRealTimers();
  await userEvent.click(screen.getByRole('button', { name: /Open menu|فتح القائمة/ }));
  expect(await screen.findByRole('navigation')).toBeInTheDocument();
});
