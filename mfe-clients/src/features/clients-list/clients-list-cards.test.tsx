import { screen, within } from '@testing-library/react';
import { ClientsApp } from '../../app';
import { client, clientsResponse } from '../../test/clients-fixture';
import { mockRoutes } from '@back-office/shared/testing';
import { renderWithProviders } from '../../test/render-with-providers';

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(max-width: 640px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

test('narrow screens get one card per client instead of the table', async () => {
  mockRoutes({ '*': { body: clientsResponse([client(), client({ id: 8, name: 'Omar Khaled' })]) } });
  renderWithProviders(<ClientsApp />, { language: 'en' });

  const list = await screen.findByRole('list', { name: 'Clients' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[1]!).getByRole('link', { name: 'Omar Khaled' })).toHaveAttribute('href', '/clients/8');
  expect(within(cards[0]!).getByText('National ID:')).toBeInTheDocument();
  expect(within(cards[0]!).getByText('29001011234567')).toBeInTheDocument();
});
