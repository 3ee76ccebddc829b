import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@back-office/shared';
import { NotificationsHost } from '@back-office/shared/ui';
import { ClientsApp } from '../../app';
import { client, clientsResponse } from '../../test/clients-fixture';
import { mockDownloads, mockRoutes, requestedUrls } from '@back-office/shared/testing';
import { renderWithProviders } from '../../test/render-with-providers';

const { click, revokeObjectURL, downloadedText } = mockDownloads('blob:clients');

const me = (canExport: boolean) => ({
  body: { data: { id: 7, name: 'Mona', email: 'risk@demo.test', role: canExport ? 'risk' : 'agent', can_export: canExport } },
});

function renderList(exportAnswer: { body: unknown; status?: number }, canExport = true) {
  const fetchMock = mockRoutes({
    '/api/clients/export': exportAnswer,
    '/api/clients': { body: clientsResponse([client()]) },
    'GET /api/auth/me': me(canExport),
  });
  const { store } = renderWithProviders(
    <>
      <NotificationsHost />
      <ClientsApp />
    </>,
    { language: 'en', route: '/clients?q=mona&status=active&status=pending&source=staff&mine=1' },
  );
  return Object.assign(fetchMock, { store });
}

test('exports the filtered clients as a CSV download', async () => {
  const fetchMock = renderList({ body: 'id,name\n7,Mona' });
  await screen.findByRole('table');
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const url = requestedUrls(fetchMock).find((request) => request.pathname === '/api/clients/export')!;
  expect(url.searchParams.getAll('statuses[]')).toEqual(['active', 'pending']);
  expect(url.searchParams.get('table_search')).toBe('mona');
  // Issue 15: the export follows the source filter and "my clients" as well.
  expect(url.searchParams.getAll('sources[]')).toEqual(['staff']);
  expect(url.searchParams.get('mine')).toBe('true');
  expect(await downloadedText()).toBe('id,name\n7,Mona');
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:clients');
});

test('a failed export says why in a toast', async () => {
  renderList({ body: { message: 'Export is disabled' }, status: 503 });
  await screen.findByRole('table');
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Export is disabled')).toBeInTheDocument();
  expect(click).not.toHaveBeenCalled();
});

test('is not offered to a role outside EXPORT_ROLES (issue 16)', async () => {
  const { store } = renderList({ body: 'id,name' }, false);
  await screen.findByRole('table');
  // The answer is in: the button is hidden because of it, not because it has not come yet.
  await waitFor(() => expect(authApi.endpoints.currentUser.select()(store.getState()).data?.can_export).toBe(false));
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
});
