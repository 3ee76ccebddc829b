import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@back-office/shared';
import { ClientsApp } from '../../app';
import { client, clientsResponse } from '../../test/clients-fixture';
import { currentLocation, lastRequestedUrl, mockRoutes, requestedUrls } from '@back-office/shared/testing';
import { renderWithProviders } from '../../test/render-with-providers';

test('lists the clients from the API, in Arabic by default', async () => {
  const fetchMock = mockRoutes({ '*': { body: clientsResponse([client(), client({ id: 8, name: 'عمر خالد', status: 'pending' })], 42) } });
  renderWithProviders(<ClientsApp />);

  const table = await screen.findByRole('table', { name: 'العملاء' });
  expect(within(table).getAllByRole('row')).toHaveLength(3);
  expect(within(table).getByRole('columnheader', { name: 'الرقم القومي' })).toBeInTheDocument();
  expect(within(table).getByRole('link', { name: 'منى أحمد' })).toHaveAttribute('href', '/clients/7');
  expect(within(table).getByText('نشط')).toBeInTheDocument();
  expect(within(table).getByText('قيد المراجعة')).toBeInTheDocument();
  expect(within(table).getAllByRole('row')[1]?.textContent).toContain(formatMoney('15000.50', 'ar'));

  const url = lastRequestedUrl(fetchMock);
  expect(url.pathname).toBe('/api/clients');
  expect(url.searchParams.get('page')).toBe('1');
  expect(url.searchParams.get('items_per_page')).toBe('10');
  expect(url.searchParams.has('table_search')).toBe(false);
  expect(url.searchParams.has('statuses[]')).toBe(false);
});

test('summary tiles and the create button, in English', async () => {
  mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
  renderWithProviders(<ClientsApp />, { language: 'en' });

  expect(await screen.findByRole('group', { name: 'Total clients' })).toHaveTextContent('42');
  expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Total balance' })).toHaveTextContent('EGP 123,456.75');
  const statusesTile = screen.getByRole('group', { name: 'Statuses' });
  expect(
    within(statusesTile)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Pending 4', 'Active 7', 'Rejected 1']);
  expect(screen.getByRole('link', { name: 'Create client' })).toHaveAttribute('href', '/clients/create');
  expect(screen.getByText('31 May 2024')).toBeInTheDocument();
  expect(document.title).toBe('Clients · Credit Back Office');
});

test('search waits for typing to pause, then asks page 1 with table_search', async () => {
  const fetchMock = mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients?page=3' });
  await screen.findByRole('table');

  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'mona');
  await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('table_search')).toBe('mona'));
  expect(lastRequestedUrl(fetchMock).searchParams.get('page')).toBe('1');
  expect(requestedUrls(fetchMock).filter((url) => url.searchParams.has('table_search'))).toHaveLength(1);
  expect(currentLocation()).toBe('/clients?q=mona');
});

test('the status filter sends each chosen status as statuses[]', async () => {
  const fetchMock = mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
  renderWithProviders(<ClientsApp />, { language: 'en' });
  await screen.findByRole('table');

  await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Active' }));
  await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Pending' }));

  await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.getAll('statuses[]')).toEqual(['pending', 'active']));
  expect(currentLocation()).toBe('/clients?status=pending&status=active');
});

test('filters in the URL are sent on load and shown in the controls', async () => {
  const fetchMock = mockRoutes({ '*': { body: clientsResponse([client()], 42, 2, 25) } });
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients?page=2&size=25&q=01012&status=rejected' });
  await screen.findByRole('table');

  const url = lastRequestedUrl(fetchMock);
  expect(url.searchParams.get('page')).toBe('2');
  expect(url.searchParams.get('items_per_page')).toBe('25');
  expect(url.searchParams.get('table_search')).toBe('01012');
  expect(url.searchParams.getAll('statuses[]')).toEqual(['rejected']);
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('01012');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Rejected');
});

test('pagination: next page, and a new page size starts again at page 1', async () => {
  const fetchMock = mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
  renderWithProviders(<ClientsApp />, { language: 'en' });
  await screen.findByRole('table');
  expect(screen.getByText('1–10 of 42')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('page')).toBe('2'));
  expect(currentLocation()).toBe('/clients?page=2');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '25');
  await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('items_per_page')).toBe('25'));
  expect(lastRequestedUrl(fetchMock).searchParams.get('page')).toBe('1');
  expect(currentLocation()).toBe('/clients?size=25');
});

test('a wide search the server stopped counting shows "more than" and can still go on', async () => {
  mockRoutes({ '*': { body: clientsResponse([client()], 1000, 1, 10, true) } });
  renderWithProviders(<ClientsApp />, { language: 'en' });
  await screen.findByRole('table');
  expect(screen.getByText('1–10 of more than 1,000')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
});

test('no clients at all: the empty state links to creating the first one', async () => {
  mockRoutes({ '*': { body: clientsResponse([]) } });
  renderWithProviders(<ClientsApp />);
  expect(await screen.findByRole('heading', { name: 'لا يوجد عملاء' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'أضف أول عميل' })).toHaveAttribute('href', '/clients/create');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('no match for the filters: the empty state offers to clear them', async () => {
  const fetchMock = mockRoutes({ '*': { body: clientsResponse([]) } });
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients?q=zzz&status=active' });
  expect(await screen.findByRole('heading', { name: 'No clients found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(currentLocation()).toBe('/clients'));
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await waitFor(() => expect(lastRequestedUrl(fetchMock).search).toBe('?page=1&items_per_page=10&sort=updated_at&direction=desc'));
});

test('a failed load shows the server message and retries', async () => {
  const fetchMock = mockRoutes({ '*': { body: { message: 'Database is offline' }, status: 500 } });
  renderWithProviders(<ClientsApp />, { language: 'en' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Database is offline');

  mockRoutes({ '*': { body: clientsResponse([client()]) } });
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  // The list was asked once before the retry (the other call asks who I am, for the export button).
  expect(fetchMock.sent.filter((call) => call.path === '/api/clients')).toHaveLength(1);
});

test('a failure without a message falls back to the translated text', async () => {
  mockRoutes({ '*': { body: 'not json', status: 502 } });
  renderWithProviders(<ClientsApp />);
  expect(await screen.findByRole('alert')).toHaveTextContent('حدث خطأ أثناء جلب العملاء');
});

test('a page past the end of the list is replaced by the last page', async () => {
  const fetchMock = mockRoutes({ '*': { body: clientsResponse([], 12, 9) } });
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients?page=9' });
  await waitFor(() => expect(currentLocation()).toBe('/clients?page=2'));
  await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('page')).toBe('2'));
});

describe('issue 15', () => {
  test('sorting by a column header sends sort and direction, keeps them in the URL and starts at page 1', async () => {
    const fetchMock = mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
    renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients?page=2' });
    const table = await screen.findByRole('table');
    expect(lastRequestedUrl(fetchMock).searchParams.get('sort')).toBe('updated_at');
    expect(within(table).getByRole('columnheader', { name: 'Last updated' })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(table).getByRole('button', { name: 'Balance' }));
    await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('sort')).toBe('balance'));
    expect(lastRequestedUrl(fetchMock).searchParams.get('direction')).toBe('asc');
    expect(lastRequestedUrl(fetchMock).searchParams.get('page')).toBe('1');
    expect(currentLocation()).toBe('/clients?sort=balance&dir=asc');
    expect(within(table).getByRole('columnheader', { name: 'Balance' })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(within(table).getByRole('button', { name: 'Balance' }));
    await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('direction')).toBe('desc'));
    expect(within(table).getByRole('button', { name: 'Name' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Created' })).toBeInTheDocument();
  });

  test('a status in the statuses tile filters the list by it and shows as pressed', async () => {
    const fetchMock = mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
    renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients?page=3' });
    const tile = await screen.findByRole('group', { name: 'Statuses' });
    const active = within(tile).getByRole('button', { name: 'Active 7' });
    expect(active).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(active);
    await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.getAll('statuses[]')).toEqual(['active']));
    expect(lastRequestedUrl(fetchMock).searchParams.get('page')).toBe('1');
    expect(currentLocation()).toBe('/clients?status=active');
    expect(within(screen.getByRole('group', { name: 'Statuses' })).getByRole('button', { name: 'Active 7' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(screen.getByRole('group', { name: 'Statuses' })).getByRole('button', { name: 'Active 7' }));
    await waitFor(() => expect(currentLocation()).toBe('/clients'));
  });

  test('the source filter and "My clients" are sent as sources[] and mine, and kept in the URL', async () => {
    const fetchMock = mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
    renderWithProviders(<ClientsApp />, { language: 'en' });
    await screen.findByRole('table');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Self-onboarding');
    await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.getAll('sources[]')).toEqual(['self_onboarding']));
    await userEvent.click(screen.getByRole('checkbox', { name: 'My clients' }));
    await waitFor(() => expect(lastRequestedUrl(fetchMock).searchParams.get('mine')).toBe('true'));
    expect(currentLocation()).toBe('/clients?source=self_onboarding&mine=1');
  });

  test('filters from the URL show in the source select and the "My clients" box', async () => {
    mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
    renderWithProviders(<ClientsApp />, { language: 'ar', route: '/clients?source=staff&mine=1' });
    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: 'المصدر' })).toHaveDisplayValue('الموظفون');
    expect(screen.getByRole('checkbox', { name: 'عملائي' })).toBeChecked();
  });

  test('a self-onboarded client carries a translated badge by the name', async () => {
    mockRoutes({ '*': { body: clientsResponse([client(), client({ id: 8, name: 'عمر خالد', source: 'self_onboarding' })], 2) } });
    renderWithProviders(<ClientsApp />);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]).not.toHaveTextContent('سجّل بنفسه');
    expect(rows[2]).toHaveTextContent('سجّل بنفسه');
  });

  test('a load error after a loaded page leaves no stale total beside it', async () => {
    mockRoutes({ '*': { body: clientsResponse([client()], 42) } });
    renderWithProviders(<ClientsApp />, { language: 'en' });
    expect(await screen.findByRole('group', { name: 'Total clients' })).toHaveTextContent('42');

    mockRoutes({ '*': { body: { message: 'Database is offline' }, status: 500 } });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is offline');
    expect(screen.queryByRole('group', { name: 'Total clients' })).not.toBeInTheDocument();
    expect(screen.queryByText(/of 42/)).not.toBeInTheDocument();
  });
});
