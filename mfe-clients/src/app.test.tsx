import { screen, waitFor } from '@testing-library/react';
import { ClientsApp } from './app';
import { clientsResponse } from './test/clients-fixture';
import { currentLocation, mockRoutes } from '@back-office/shared/testing';
import { renderWithProviders } from './test/render-with-providers';

test('the index route is the clients list', async () => {
  mockRoutes({ '*': { body: clientsResponse([]) } });
  renderWithProviders(<ClientsApp />);
  expect(await screen.findByRole('heading', { level: 1, name: 'العملاء' })).toBeInTheDocument();
});

test('an unknown path goes back to the list', async () => {
  mockRoutes({ '*': { body: clientsResponse([]) } });
  renderWithProviders(<ClientsApp />, { route: '/clients/a/b' });
  await waitFor(() => expect(currentLocation()).toBe('/clients'));
});

test('a client id that is not a number is not found', async () => {
  renderWithProviders(<ClientsApp />, { route: '/clients/unknown' });
  expect(await screen.findByRole('heading', { name: 'العميل غير موجود: الرابط لا يحمل رقم عميل صالحًا' })).toBeInTheDocument();
});
