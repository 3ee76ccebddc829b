import { screen } from '@testing-library/react';
import { renderUi } from '@back-office/shared/testing';
import App from './remote-entry';

describe('LimitRequestsApp', () => {
  it.each([
    ['ar', 'طلبات الحدود الائتمانية'],
    ['en', 'Limit requests'],
  ] as const)('shows its translated page title (%s)', async (language, title) => {
    renderUi(<App />, { language, route: '/limit-requests', mountPath: '/limit-requests/*' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toContain(title);
  });
});
