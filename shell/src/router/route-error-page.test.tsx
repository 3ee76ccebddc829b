import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { AppProviders, createAppStore } from '@back-office/shared';
import '../i18n/register-translations';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('the details page broke');
}

const store = createAppStore();

function at(pathname: string, page: ReactElement) {
  return (
    <AppProviders store={store}>
      <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>
    </AppProviders>
  );
}

describe('RouteErrorPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows the fixed heading and the error message in place of a route that threw', () => {
    render(at('/clients/1', <Broken />));
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('the details page broke')).toBeInTheDocument();
  });

  it('renders the routes again once the user goes elsewhere', () => {
    const view = render(at('/clients/1', <Broken />));
    view.rerender(at('/clients', <p>the list</p>));
    expect(screen.getByText('the list')).toBeInTheDocument();
  });
});
