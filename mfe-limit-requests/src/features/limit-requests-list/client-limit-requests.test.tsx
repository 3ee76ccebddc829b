import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { lastQuery, mockRoutes, renderUi } from '@back-office/shared/testing';
// Only the exposed module is imported: it must bring its own texts, as when the clients remote loads it first.
import ClientLimitRequests from '../../client-limit-requests-entry';
import { limitRequestsResponse, twoRequests } from '../../test/limit-requests-fixture';

function HostPath() {
  return <output data-testid="host">{useLocation().pathname + useLocation().search}</output>;
}

/** As the clients remote embeds it, on a client's page. */
function renderOnClientPage(language: 'ar' | 'en') {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse(twoRequests.slice(0, 1)) } });
  renderUi(
    <>
      <ClientLimitRequests clientId={7} />
      <HostPath />
    </>,
    { language, route: '/clients/7', mountPath: '/clients/*' },
  );
  return fetchMock;
}

test('asks for one client, in Arabic, without a page title, create button or client column', async () => {
  const fetchMock = renderOnClientPage('ar');
  const table = await screen.findByRole('table', { name: 'طلبات الحدود الائتمانية' });
  expect(lastQuery(fetchMock).get('client_id')).toBe('7');
  expect(within(table).getByRole('link', { name: 'LR-000005' })).toHaveAttribute('href', '/limit-requests/5');
  expect(within(table).queryByRole('columnheader', { name: 'العميل' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'إنشاء طلب حد ائتماني' })).not.toBeInTheDocument();
  expect(screen.getByText('إجمالي الطلبات: ١')).toBeInTheDocument();
});

test('its filters stay out of the host page address', async () => {
  const fetchMock = renderOnClientPage('en');
  await screen.findByRole('table', { name: 'Limit requests' });
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'LR-5');
  await waitFor(() => expect(lastQuery(fetchMock).get('table_search')).toBe('LR-5'));
  expect(lastQuery(fetchMock).get('client_id')).toBe('7');
  expect(screen.getByTestId('host')).toHaveTextContent(/^\/clients\/7$/);
});
