import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limitRequestsResponse, twoRequests } from '../../test/limit-requests-fixture';
import { currentLocation, lastQuery, mockRoutes, type RouteReply } from '@back-office/shared/testing';
import { renderList } from '../../test/render-list';

test.each([
  ['ar', 'لا توجد طلبات حدود ائتمانية'],
  ['en', 'No limit requests'],
] as const)('no requests at all: the empty state (%s)', async (language, title) => {
  mockRoutes({ '*': { body: limitRequestsResponse([]) } });
  renderList({ language });
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /clear filters|مسح عوامل التصفية/i })).not.toBeInTheDocument();
});

test('no match for the filters: the empty state clears them', async () => {
  const fetchMock = mockRoutes({ '*': { body: limitRequestsResponse([]) } });
  renderList({ route: '/limit-requests?q=zzz&code=LR-000001' });
  expect(await screen.findByText('No limit request matches these filters.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  await waitFor(() => expect(currentLocation()).toBe('/limit-requests'));
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await waitFor(() => expect(lastQuery(fetchMock).toString()).toBe('page=1&items_per_page=10'));
});

test('a failed load shows the server message and retries', async () => {
  const refusal = { body: { message: 'The date_from field must be a date.', errors: { date_from: ['bad'] } }, status: 422 };
  const answer: { current: RouteReply } = { current: refusal };
  const fetchMock = mockRoutes({ '*': () => answer.current });
  renderList();
  expect(await screen.findByRole('alert')).toHaveTextContent('The date_from field must be a date.');

  answer.current = { body: limitRequestsResponse(twoRequests) };
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('table')).toBeInTheDocument();
  // The list twice: the refusal, then the retry (the other call asks who I am, for the export button).
  expect(fetchMock.sent.filter((call) => call.path === '/api/limit-requests')).toHaveLength(2);
});

test('the total of an earlier answer is not kept beside a load error', async () => {
  const answer: { current: RouteReply } = { current: { body: limitRequestsResponse(twoRequests) } };
  mockRoutes({ '*': () => answer.current });
  renderList();
  expect(await screen.findByText(/^Total requests:/)).toBeInTheDocument();

  answer.current = { body: null, status: 502 };
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
  expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('Error fetching limit requests');
  expect(screen.queryByText(/^Total requests:/)).not.toBeInTheDocument();
});

test.each([
  ['ar', 'حدث خطأ أثناء جلب طلبات الحدود الائتمانية'],
  ['en', 'Error fetching limit requests'],
] as const)('a failure without a message falls back to the translated text (%s)', async (language, text) => {
  mockRoutes({ '*': { body: null, status: 502 } });
  renderList({ language });
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});

test('a loading list says so', async () => {
  mockRoutes({ '*': { body: limitRequestsResponse(twoRequests) } });
  renderList();
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByRole('table')).toBeInTheDocument();
});
