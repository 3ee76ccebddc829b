import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@back-office/shared';
import { limitRequestsResponse, twoRequests } from '../../test/limit-requests-fixture';
import { currentLocation, lastQuery, mockRoutes, requestedUrls } from '@back-office/shared/testing';
import { renderList } from '../../test/render-list';

test('lists the requests in Arabic: chips, money, not approved, blank tenure', async () => {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse(twoRequests, 42) } });
  renderList({ language: 'ar' });

  expect(await screen.findByRole('heading', { level: 1, name: 'طلبات الحدود الائتمانية' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'طلبات الحدود الائتمانية' });
  const [, approved, fresh] = within(table).getAllByRole('row');
  expect(within(table).getByRole('columnheader', { name: 'الحد المعتمد' })).toBeInTheDocument();
  expect(within(approved!).getByText('مقبول', { selector: '.fui-Badge' })).toBeInTheDocument();
  expect(approved!.textContent).toContain(formatMoney('40000.00', 'ar'));
  expect(within(fresh!).getByText('جديد')).toBeInTheDocument();
  expect(within(fresh!).getByText('لم تتم الموافقة')).toBeInTheDocument();
  expect(within(fresh!).getByText('قيد الانتظار')).toBeInTheDocument();
  expect(screen.getByText('إجمالي الطلبات: ٤٢')).toBeInTheDocument();
  expect(document.title).toContain('طلبات الحدود الائتمانية');

  const url = requestedUrls(fetchMock).at(-1)!;
  expect(url.pathname).toBe('/api/limit-requests');
  expect(url.search).toBe('?page=1&items_per_page=10');
});

test('lists the requests in English, with links to details and to create', async () => {
  mockRoutes({ '*': { body: limitRequestsResponse(twoRequests, 42) } });
  renderList();

  const table = await screen.findByRole('table', { name: 'Limit requests' });
  const [header, approved, fresh] = within(table).getAllByRole('row');
  expect(
    within(header!)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual([
    'Code',
    'Client',
    'Requested limit',
    'Approved limit',
    'Tenure (months)',
    'Merchant',
    'Request status',
    'Decision status',
    'Created by',
    'Created',
  ]);
  expect(within(approved!).getByRole('link', { name: 'LR-000005' })).toHaveAttribute('href', '/limit-requests/5');
  expect(
    within(approved!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    'LR-000005',
    'منى أحمد',
    formatMoney('50000.00', 'en'),
    formatMoney('40000.00', 'en'),
    '12',
    'B.TECH',
    'Approved',
    'Approved',
    'Sara Agent',
    '31 May 2024',
  ]);
  expect(within(fresh!).getAllByRole('cell')[4]).toHaveTextContent(/^$/);
  expect(within(fresh!).getByText('Not approved')).toBeInTheDocument();
  expect(screen.getByText('Total requests: 42')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create limit request' })).toHaveAttribute('href', '/limit-requests/create');
});

test('a filter matching more requests than the server counts says "more than"', async () => {
  mockRoutes({ '*': { body: limitRequestsResponse(twoRequests, 1000, 1, 10, true) } });
  renderList();
  await screen.findByRole('table', { name: 'Limit requests' });
  expect(screen.getByText('Total requests: more than 1,000')).toBeInTheDocument();
  expect(screen.getByText('1–10 of more than 1,000')).toBeInTheDocument();
});

test('filters in the URL are sent on load and shown, advanced section open', async () => {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse(twoRequests, 42, 2, 25) } });
  renderList({ route: '/limit-requests?page=2&size=25&q=mona&code=LR-000001&decision=rejected&from=2024-01-01&to=2024-02-01' });
  await screen.findByRole('table');

  const query = lastQuery(fetchMock);
  expect(query.get('page')).toBe('2');
  expect(query.get('items_per_page')).toBe('25');
  expect(query.get('table_search')).toBe('mona');
  expect(query.getAll('request_codes[]')).toEqual(['LR-000001']);
  expect(query.getAll('decision_statuses[]')).toEqual(['rejected']);
  expect(query.get('date_from')).toBe('2024-01-01');
  expect(query.get('date_to')).toBe('2024-02-01');
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('mona');
  expect(screen.getByRole('button', { name: 'Advanced filters' })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('combobox', { name: 'Decision status' })).toHaveTextContent('Rejected');
  // The URL keeps ISO; the field shows it day first (decision 0011).
  expect(screen.getByLabelText('Date to')).toHaveValue('01/02/2024');
});

test('page sizes are 5, 10 and 25; a new size starts again at page 1', async () => {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse(twoRequests, 42) } });
  renderList({ route: '/limit-requests?page=2' });
  await screen.findByRole('table');

  const sizes = screen.getByRole('combobox', { name: 'Rows per page:' });
  expect(
    within(sizes)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['5', '10', '25']);
  await userEvent.selectOptions(sizes, '5');
  await waitFor(() => expect(lastQuery(fetchMock).get('items_per_page')).toBe('5'));
  expect(lastQuery(fetchMock).get('page')).toBe('1');
  expect(currentLocation()).toBe('/limit-requests?size=5');

  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(lastQuery(fetchMock).get('page')).toBe('2'));
});

test('a list filtered to one client asks for that client and offers no create button', async () => {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse(twoRequests) } });
  renderList({ route: '/limit-requests?client=7' });
  await screen.findByRole('table');
  expect(lastQuery(fetchMock).get('client_id')).toBe('7');
  expect(screen.queryByRole('link', { name: 'Create limit request' })).not.toBeInTheDocument();
  expect(screen.queryByRole('columnheader', { name: 'Client' })).not.toBeInTheDocument();
});

test('unknown sub-paths go back to the list', async () => {
  mockRoutes({ '*': { body: limitRequestsResponse(twoRequests) } });
  renderList({ route: '/limit-requests/no/such/page' });
  await screen.findByRole('table');
  expect(currentLocation()).toBe('/limit-requests');
});
