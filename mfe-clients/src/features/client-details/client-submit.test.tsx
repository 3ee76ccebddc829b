import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes, requestedUrls } from '@back-office/shared/testing';
import { clientDetailResponse } from '../../test/client-detail-fixture';
import { ISSUE_19_ROUTES, renderClientPage } from '../../test/render-details';

test('submit: confirm, call the API, toast, reload, and the button becomes the limit request', async () => {
  let submitted = false;
  const fetchMock = mockRoutes({
    '/api/clients/submit/7': () => {
      submitted = true;
      return { body: { message: 'Client submitted', data: { client: { id: 7, is_submited: true } } } };
    },
    '/api/clients/7': () => ({ body: clientDetailResponse({ is_submited: submitted }) }),
    ...ISSUE_19_ROUTES,
  });
  renderClientPage();
  expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/clients/7/edit');
  // The embedded limit-requests section settles last; clicking before it can land on a re-render.
  await screen.findByText('Limit requests are unavailable right now');
  await userEvent.click(screen.getByRole('button', { name: 'Submit client' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit this client?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

  expect(await screen.findByText('Client submitted')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Limit request' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Submit client' })).not.toBeInTheDocument();
  expect(requestedUrls(fetchMock).map((url) => url.pathname)).toContain('/api/clients/submit/7');
});
