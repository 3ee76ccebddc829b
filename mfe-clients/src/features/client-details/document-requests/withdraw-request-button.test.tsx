import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '@back-office/shared/testing';
import { documentRequest, documentRequestList } from '../../../test/document-requests-fixture';
import { renderDetails } from '../../../test/render-details';

const LIST = 'GET /api/clients/7/document-requests';
const CANCEL = 'POST /api/clients/7/document-requests/11/cancel';

function withdrawableRequest() {
  let cancelled = false;
  return renderDetails({}, 'en', undefined, {
    [LIST]: () => ({
      body: {
        data: documentRequestList({
          requests: [cancelled ? documentRequest({ status: 'cancelled', cancelled_at: '2024-06-02T10:00:00Z' }) : documentRequest()],
        }),
      },
    }),
    [CANCEL]: () => {
      cancelled = true;
      return { body: { message: 'Request withdrawn', data: documentRequest({ status: 'cancelled' }) } };
    },
  });
}

// One dialog per test: Tabster (Fluent's focus manager) can leave a dialog reopened at once in the
// same jsdom test hidden from assistive technology while it tidies up the one just closed.
test('issue 19: withdrawing asks first, and Cancel sends nothing', async () => {
  const fetchMock = withdrawableRequest();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Withdraw the request for National ID (front)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
  expect(dialog).toHaveTextContent('The applicant will no longer be asked for National ID (front).');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo(fetchMock, CANCEL)).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Withdraw the request for National ID (front)' })).toBeInTheDocument();
});

test('issue 19: Withdraw, once confirmed, sends, toasts and refreshes the list', async () => {
  const fetchMock = withdrawableRequest();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Withdraw the request for National ID (front)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Request withdrawn')).toBeInTheDocument();
  expect(requestsTo(fetchMock, CANCEL)).toHaveLength(1);
  expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Withdraw the request/ })).not.toBeInTheDocument();
});

test('a refused withdrawal (answered meanwhile) is a toast with the server message', async () => {
  renderDetails({}, 'en', undefined, {
    [LIST]: { body: { data: documentRequestList({ requests: [documentRequest()] }) } },
    [CANCEL]: { status: 409, body: { message: 'The applicant has already answered' } },
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Withdraw the request for National ID (front)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Withdraw this request?' });
  await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('The applicant has already answered')).toBeInTheDocument();
});
