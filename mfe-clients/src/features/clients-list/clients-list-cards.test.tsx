import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientsApp } from '../../app';
import { client, clientsResponse } from '../../test/clients-fixture';
import { currentLocation, lastRequestedUrl, mockRoutes } from '@back-office/shared/testing';
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

test('on phones the order is picked above the cards and sent as sort and direction (issue 15)', async () => {
  const fetchMock = mockRoutes({
    '*': { body: clientsResponse([client(), client({ id: 8, name: 'Omar Khaled', source: 'self_onboarding' })]) },
  });
  renderWithProviders(<ClientsApp />, { language: 'en' });
  const list = await screen.findByRole('list', { name: 'Clients' });
  expect(within(within(list).getAllByRole('listitem')[1]!).getByText('Self-onboarded')).toBeInTheDocument();

  const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
  expect(sortBy).toHaveDisplayValue('Last updated');
  await userEvent.selectOptions(sortBy, 'Name');
  await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('sort')).toBe('name'));
  await userEvent.click(screen.getByRole('button', { name: 'Order: Descending' }));
  await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('direction')).toBe('asc'));
  expect(currentLocation()).toBe('/clients?sort=name&dir=asc');
});
