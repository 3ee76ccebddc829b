import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showResponse } from '../../test/limit-request-detail-fixture';
import { mockRoutes, requestsTo } from '@back-office/shared/testing';
import { renderDetailsPage, SHOW_ROUTE } from '../../test/render-details';

test.each(['abc', '5x', '0'])('id %p is refused without asking the API', async (id) => {
  const fetchMock = mockRoutes({});
  renderDetailsPage({ route: `/limit-requests/${id}` });
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid limit request ID');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an unknown request says it was not found', async () => {
  mockRoutes({ [SHOW_ROUTE]: { body: { message: 'Not found' }, status: 404 } });
  renderDetailsPage({ language: 'ar' });
  expect(await screen.findByRole('heading', { level: 2, name: 'لم يتم العثور على طلب الحد الائتماني هذا' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a failed load shows the server message, and retry loads the request', async () => {
  let answer = { body: { message: 'Database is restarting' } as unknown, status: 503 };
  const fetchMock = mockRoutes({ [SHOW_ROUTE]: () => answer });
  renderDetailsPage();
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database is restarting');
  expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();

  answer = { body: showResponse(), status: 200 };
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('region', { name: 'Request information' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, SHOW_ROUTE)).toHaveLength(2);
});

test.each([
  ['en', 'Error fetching limit request details'],
  ['ar', 'حدث خطأ أثناء جلب تفاصيل طلب الحد الائتماني'],
] as const)('a failure without a message falls back to the translated text (%s)', async (language, text) => {
  mockRoutes({ [SHOW_ROUTE]: { body: null, status: 500 } });
  renderDetailsPage({ language });
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
});
