import { act, waitFor, within } from '@testing-library/react';
import { LocationProbe, currentLocation, mockRoutes, renderUi } from '@back-office/shared/testing';
import App from './remote-entry';
import { listRoutes } from './test/applicant-routes';

function renderPortal(route: string, language: 'ar' | 'en' = 'en') {
  mockRoutes(listRoutes);
  const result = renderUi(
    <>
      <App />
      <LocationProbe />
    </>,
    { language, route, mountPath: '/self-onboarding/*' },
  );
  const host = result.container.querySelector<HTMLElement>('[data-self-onboarding]')!;
  return { ...result, host, app: within(host.shadowRoot as unknown as HTMLElement), store: result.store };
}

afterEach(() => localStorage.clear());

it.each([
  ['ar', 'rtl', 'افتح حسابك'],
  ['en', 'ltr', 'Open your account'],
] as const)('renders the light app in a shadow root, the page title an h1, in the shell language (%s)', async (language, dir, title) => {
  const { host, app } = renderPortal('/self-onboarding', language);
  expect(await app.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(host).toHaveAttribute('dir', dir);
  expect(host.shadowRoot!.querySelector('style')).not.toBeNull();
  expect(document.title).toBe(title);
});

it('shows the status page at /self-onboarding/status and goes back to the form', async () => {
  const { app } = renderPortal('/self-onboarding/status');
  expect(await app.findByRole('heading', { level: 1, name: 'Check my application' })).toBeInTheDocument();
  act(() => app.getByRole('button', { name: 'Back to the form' }).click());
  await waitFor(() => expect(currentLocation()).toBe('/self-onboarding'));
  expect(await app.findByRole('heading', { level: 1, name: 'Open your account' })).toBeInTheDocument();
});

it("switches the shell's language from the app", async () => {
  const { app, host } = renderPortal('/self-onboarding', 'en');
  await app.findByRole('heading', { name: 'Open your account' });
  act(() => app.getByRole('button', { name: 'العربية' }).click());
  expect(await app.findByRole('heading', { level: 1, name: 'افتح حسابك' })).toBeInTheDocument();
  expect(host).toHaveAttribute('lang', 'ar');
});
