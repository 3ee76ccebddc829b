import { screen, waitFor } from '@testing-library/react';
import { ClientsApp } from './app';
import { clientsResponse } from './test/clients-fixture';
import { mockFetch } from './test/mock-fetch';
import { currentLocation, renderWithProviders } from './test/render-with-providers';

test('the index route is the clients list', async () => {
  mockFetch(clientsResponse([]));
  renderWithProviders(<ClientsApp />);
  expect(await screen.findByRole('heading', { level: 1, name: 'العملاء' })).toBeInTheDocument();
});

test.each(['/clients/unknown', '/clients/a/b'])('%s goes back to the list', async (route) => {
  mockFetch(clientsResponse([]));
  renderWithProviders(<ClientsApp />, { route });
  await waitFor(() => expect(currentLocation()).toBe('/clients'));
});
