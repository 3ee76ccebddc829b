import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@back-office/shared';
import { renderDetailsPage } from '../../test/render-details';
import { limitRequestsResponse, twoRequests } from '../../test/limit-requests-fixture';
import { mockDownloads, mockRoutes, requestsTo, type RouteAnswer } from '@back-office/shared/testing';

const EXPORT = 'GET /api/limit-requests/export';
const { click, revokeObjectURL, downloadedText } = mockDownloads('blob:limit-requests');

const me = (canExport: boolean) => ({
  body: { data: { id: 7, name: 'Mona', email: 'risk@demo.test', role: canExport ? 'risk' : 'agent', can_export: canExport } },
});

function renderList(exportAnswer: RouteAnswer, canExport = true) {
  const fetchMock = mockRoutes({
    [EXPORT]: exportAnswer,
    'GET /api/limit-requests': { body: limitRequestsResponse(twoRequests) },
    'GET /api/auth/me': me(canExport),
  });
  const { store } = renderDetailsPage({ route: '/limit-requests?q=mona&decision=approved&from=2026-01-01' });
  return Object.assign(fetchMock, { store });
}

test('exports every request matching the filters as a CSV download', async () => {
  const fetchMock = renderList({ body: 'code,client' });
  await screen.findAllByRole('link', { name: /^LR-/ });
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));

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
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Export is disabled')).toBeInTheDocument();
  expect(click).not.toHaveBeenCalled();
});

test('is not offered to a role outside EXPORT_ROLES (issue 16)', async () => {
  const { store } = renderList({ body: 'code,client' }, false);
  await screen.findAllByRole('link', { name: /^LR-/ });
  // The answer is in: the button is hidden because of it, not because it has not come yet.
  await waitFor(() => expect(authApi.endpoints.currentUser.select()(store.getState()).data?.can_export).toBe(false));
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
});
