import { screen } from '@testing-library/react';
import { renderUi } from '@back-office/shared/testing';
import App from './remote-entry';

describe('AccountApp', () => {
  it.each([
    ['ar', 'تغيير كلمة المرور'],
    ['en', 'Change password'],
  ] as const)('shows its translated page title (%s)', async (language, title) => {
    renderUi(<App />, { language, route: '/change-password', mountPath: '/change-password/*' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toContain(title);
  });
});
