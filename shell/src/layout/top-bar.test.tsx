import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render-shell';
import { TopBar } from './top-bar';

beforeEach(() => localStorage.clear());

describe('TopBar', () => {
  it('switches to English, left to right, and remembers the choice', async () => {
    renderWithProviders(<TopBar onMenu={() => undefined} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(screen.getByRole('button', { name: 'العربية' })).toBeInTheDocument();
  });

  it('toggles the theme and remembers it', async () => {
    renderWithProviders(<TopBar onMenu={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /dark theme|الوضع الداكن/ }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: /light theme|الوضع الفاتح/ })).toBeInTheDocument();
  });

  it('opens the drawer from the menu button', async () => {
    const onMenu = jest.fn();
    renderWithProviders(<TopBar onMenu={onMenu} />);
    await userEvent.click(screen.getByRole('button', { name: /Open menu|فتح القائمة/ }));
    expect(onMenu).toHaveBeenCalled();
  });
});
