import { screen } from '@testing-library/react';
import { renderUi } from '@back-office/shared/testing';
import App from './remote-entry';

describe('SelfOnboardingApp', () => {
  it.each([
    ['ar', 'افتح حسابك'],
    ['en', 'Open your account'],
  ] as const)('shows its translated page title (%s)', async (language, title) => {
    renderUi(<App />, { language, route: '/self-onboarding', mountPath: '/self-onboarding/*' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toContain(title);
  });
});
