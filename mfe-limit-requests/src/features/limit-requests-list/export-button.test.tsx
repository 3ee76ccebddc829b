import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDetailsPage } from '../../test/render-details';
import { limitRequestsResponse, twoRequests } from '../../test/limit-requests-fixture';
import { mockDownloads, mockRoutes, requestsTo, type RouteAnswer } from '@back-office/shared/testing';

const EXPORT = 'GET /api/limit-requests/export';
const { click, revokeObjectURL, downloadedText } = mockDownloads('blob:limit-requests');

function renderList(exportAnswer: RouteAnswer) {
  const fetchMock = mockRoutes({ [EXPORT]: exportAnswer, 'GET /api/limit-requests': { body: limitRequestsResponse(twoRequests) } });
  renderDetailsPage({ route: '/limit-requests?q=mona&decision=approved&from=2026-01-01' });
  return fetchMock;
}

test('exports every request matching the filters as a CSV download', async () => {
  const fetchMock = renderList({ body: 'code,client' });
  await screen.findAllByRole('link', { name: /^LR-/ });
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  const [sent] = requestsTo(fetchMock, EXPORT);
  const query = new URL(sent!.url).searchParams;
  expect(query.get('table_search')).toBe('mona');
  expect(query.getAll('decision_statuses[]')).toEqual(['approved']);
  expect(query.get('date_from')).toBe('2026-01-01');
  expect(query.has('page')).toBe(false);
  expect(await downloadedText()).toBe('code,client');
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:limit-requests');
});

test('a failed export says why in a toast and downloads nothing', async () => {
  renderList({ body: { message: 'Export is disabled' }, status: 503 });
  await screen.findAllByRole('link', { name: /^LR-/ });
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Export is disabled')).toBeInTheDocument();
  expect(click).not.toHaveBeenCalled();
});
