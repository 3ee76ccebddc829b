import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showResponse } from '../../test/limit-request-detail-fixture';
import { requestsTo } from '@back-office/shared/testing';
import { openAction } from '../../test/open-action';
import { renderDetails, SHOW_ROUTE } from '../../test/render-details';

const REJECT = 'POST /api/limit-requests/5/action/13';

test('reject asks first; not now sends nothing, confirming sends an empty body and says so', async () => {
  const fetchMock = renderDetails(
    {},
    { routes: { [REJECT]: { body: { data: { limit_request: { id: 5, request_status: 'rejected', decision_status: 'rejected' } } } } } },
  );
  const user = userEvent.setup();
  let dialog = await openAction(user, 'Reject');
  expect(within(dialog).getByText('Run “Reject” on limit request LR-000005?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(requestsTo(fetchMock, REJECT)).toHaveLength(0);

  dialog = await openAction(user, 'Reject');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('Action performed successfully')).toBeInTheDocument();
  const [sent] = requestsTo(fetchMock, REJECT);
  expect(sent!.headers.get('If-Match')).toBe('"4"');
  expect(await sent!.json()).toEqual({});
});

test('409: the server says why, the dialog closes and the page shows the current state', async () => {
  let rejectedElsewhere = false;
  renderDetails(
    {},
    {
      routes: {
        [SHOW_ROUTE]: () => ({
          body: showResponse(
            rejectedElsewhere ? { request_status: 'rejected', decision_status: 'rejected', available_actions: [], version: 5 } : {},
          ),
        }),
        [REJECT]: () => {
          rejectedElsewhere = true;
          return { body: { message: 'Someone else has just changed this limit request; reload and try again' }, status: 409 };
        },
      },
    },
  );
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Reject');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

  expect(await screen.findByText('Someone else has just changed this limit request; reload and try again')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const request = screen.getByRole('region', { name: 'Request information' });
  expect(await within(request).findByText('Rejected', { selector: '.fui-Badge' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
});

test('409 without a message: the translated explanation', async () => {
  renderDetails({}, { language: 'ar', routes: { [REJECT]: { body: null, status: 409 } } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Reject', 'مزيد من الإجراءات');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await screen.findByText('قام مستخدم آخر بتعديل هذا الطلب، وتعرض الصفحة الآن حالته الحالية')).toBeInTheDocument();
});

test.each([
  [
    { message: 'This action is not available for the limit request in its current state' },
    'This action is not available for the limit request in its current state',
  ],
  [null, 'Error performing the action'],
])('any other refusal stays in the dialog: %p', async (body, text) => {
  renderDetails({}, { routes: { [REJECT]: { body, status: 422 } } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Reject');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
  expect(screen.getByRole('dialog', { name: 'Reject' })).toBeInTheDocument();
});
