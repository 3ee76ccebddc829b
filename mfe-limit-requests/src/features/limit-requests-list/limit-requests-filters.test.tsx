import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limitRequestsResponse, twoRequests } from '../../test/limit-requests-fixture';
import { currentLocation, lastQuery, mockRoutes } from '@back-office/shared/testing';
import { renderList } from '../../test/render-list';

// Noon on 15 June 2024, so "the future" is a fixed day whatever the time zone.
beforeEach(() => jest.useFakeTimers({ now: new Date(2024, 5, 15, 12) }));
afterEach(() => jest.useRealTimers());

const setupUser = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function renderLoaded(options: Parameters<typeof renderList>[0] = {}) {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse(twoRequests, 42) } });
  renderList(options);
  await screen.findByRole('table');
  return fetchMock;
}

async function pick(user: ReturnType<typeof setupUser>, combobox: string, ...options: string[]) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  for (const option of options) await user.click(screen.getByRole('menuitemcheckbox', { name: option }));
}

const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('every filter reaches the API once, 500 ms after the last change, on page 1', async () => {
  const fetchMock = await renderLoaded({ route: '/limit-requests?page=3' });
  const before = fetchMock.mock.calls.length;
  const user = setupUser();

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'mona');
  await pick(user, 'Request codes', 'LR-000001', 'LR-000002');
  await user.click(screen.getByRole('button', { name: 'Advanced filters' }));
  expect(screen.getByRole('button', { name: 'Advanced filters' })).toHaveAttribute('aria-expanded', 'true');
  await pick(user, 'Decision status', 'Approved', 'Cancelled');
  setDate('Date from', '2024-06-01');
  setDate('Date to', '2024-06-10');

  act(() => jest.advanceTimersByTime(499));
  expect(fetchMock).toHaveBeenCalledTimes(before);
  act(() => jest.advanceTimersByTime(1));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(before + 1));

  const query = lastQuery(fetchMock);
  expect(query.get('page')).toBe('1');
  expect(query.get('table_search')).toBe('mona');
  expect(query.getAll('request_codes[]')).toEqual(['LR-000001', 'LR-000002']);
  expect(query.getAll('decision_statuses[]')).toEqual(['approved', 'cancelled']);
  expect(query.get('date_from')).toBe('2024-06-01');
  expect(query.get('date_to')).toBe('2024-06-10');
  expect(currentLocation()).toBe(
    '/limit-requests?q=mona&code=LR-000001&code=LR-000002&decision=approved&decision=cancelled&from=2024-06-01&to=2024-06-10',
  );
});

test.each([
  ['en', 'You can select at most 5 request codes'],
  ['ar', 'يمكنك اختيار ٥ أكواد طلبات كحد أقصى'],
] as const)('a sixth request code is refused with a message (%s)', async (language, message) => {
  const fetchMock = await renderLoaded({ language });
  const user = setupUser();
  const label = language === 'en' ? 'Request codes' : 'أكواد الطلبات';
  await pick(user, label, 'LR-000001', 'LR-000002', 'LR-000003', 'LR-000004', 'LR-000005');
  expect(screen.queryByText(message)).not.toBeInTheDocument();

  await user.click(screen.getByRole('menuitemcheckbox', { name: 'LR-000006' }));
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByRole('menuitemcheckbox', { name: 'LR-000006' })).toHaveAttribute('aria-checked', 'false');

  act(() => jest.advanceTimersByTime(500));
  await waitFor(() => expect(lastQuery(fetchMock).getAll('request_codes[]')).toHaveLength(5));
});

test('the date rules are said under the dates, and wrong dates are never sent', async () => {
  const fetchMock = await renderLoaded();
  const before = fetchMock.mock.calls.length;
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'Advanced filters' }));

  setDate('Date from', '2024-06-16');
  expect(screen.getByText('Date from cannot be in the future')).toBeInTheDocument();
  setDate('Date to', '2024-06-20');
  expect(screen.getByText('Date to cannot be in the future')).toBeInTheDocument();
  setDate('Date from', '2024-06-10');
  setDate('Date to', '2024-06-01');
  expect(screen.getByText('Date to cannot be before date from')).toBeInTheDocument();
  expect(screen.queryByText('Date from cannot be in the future')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Apply' }));
  act(() => jest.advanceTimersByTime(1000));
  expect(fetchMock).toHaveBeenCalledTimes(before);

  setDate('Date to', '2024-06-15');
  expect(screen.queryByText('Date to cannot be before date from')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(500));
  await waitFor(() => expect(lastQuery(fetchMock).get('date_to')).toBe('2024-06-15'));
});

test('apply sends at once; clear empties every filter at once', async () => {
  const fetchMock = await renderLoaded({ route: '/limit-requests?decision=rejected' });
  const user = setupUser();
  expect(screen.getByRole('button', { name: 'Advanced filters' })).toHaveAttribute('aria-expanded', 'true');

  setDate('Date from', '2024-06-01');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(lastQuery(fetchMock).get('date_from')).toBe('2024-06-01'));
  expect(currentLocation()).toBe('/limit-requests?decision=rejected&from=2024-06-01');

  await user.click(screen.getByRole('button', { name: 'Clear' }));
  await waitFor(() => expect(currentLocation()).toBe('/limit-requests'));
  expect(screen.getByLabelText('Date from')).toHaveValue('');
  expect(lastQuery(fetchMock).toString()).toBe('page=1&items_per_page=10');
});

test('the date rules speak Arabic too', async () => {
  await renderLoaded({ language: 'ar' });
  await setupUser().click(screen.getByRole('button', { name: 'تصفية متقدمة' }));
  setDate('من تاريخ', '2024-06-16');
  expect(screen.getByText('لا يمكن أن يكون تاريخ البداية في المستقبل')).toBeInTheDocument();
});

test('in Arabic the dates are typed day first, in either digits, and reach the API as ISO (issue 15, defect 10)', async () => {
  const fetchMock = await renderLoaded({ language: 'ar' });
  const user = setupUser();
  await user.click(screen.getByRole('button', { name: 'تصفية متقدمة' }));
  const from = screen.getByLabelText('من تاريخ');
  // The native date input showed mm/dd/yyyy here, whatever the interface language.
  expect(from).toHaveAttribute('placeholder', 'يوم\u200E/\u200Eشهر\u200E/\u200Eسنة');
  await user.type(from, '٠١/٠٦/٢٠٢٤');
  expect(from).toHaveValue('٠١/٠٦/٢٠٢٤');
  await waitFor(() => expect(lastQuery(fetchMock).get('date_from')).toBe('2024-06-01'));
});
