import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@back-office/shared';
import { requestsTo } from '@back-office/shared/testing';
import { openAction } from '../../test/open-action';
import { renderDetails } from '../../test/render-details';

const CONFIRM = 'POST /api/limit-requests/5/action/18';
const SEND_BACK = 'POST /api/limit-requests/5/action/19';
/** Issue 16: an approval of 150,000 waiting for this (second) reviewer. */
const awaiting = {
  request_status: 'awaiting_confirmation' as const,
  requested_limit: '150000.00',
  approved_limit: '150000.00',
  approved_by: 'Omar Risk',
  available_actions: [
    { id: 18, name: 'Confirm approval', core_function_key: 'confirm_approval' as const },
    { id: 19, name: 'Send back', core_function_key: 'send_back' as const },
  ],
};
const done = (status: string) => ({ body: { data: { limit_request: { id: 5, request_status: status, decision_status: 'pending' } } } });

test('the details show the waiting status and who approved first', async () => {
  renderDetails(awaiting);
  const request = await screen.findByRole('region', { name: 'Request information' });
  expect(await within(request).findByText('Awaiting confirmation', { selector: '.fui-Badge' })).toBeInTheDocument();
  expect(within(request).getByText('Approved by')).toBeInTheDocument();
  expect(within(request).getByText('Omar Risk')).toBeInTheDocument();
});

test('confirm names the amount and sends the optional comment', async () => {
  const fetchMock = renderDetails(awaiting, { routes: { [CONFIRM]: done('approved') } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Confirm approval');
  expect(within(dialog).getByText(/^Confirm the approval of limit request LR-000005 for/).textContent).toContain(
    formatMoney('150000.00', 'en'),
  );
  await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
  await waitFor(() => expect(requestsTo(fetchMock, CONFIRM)).toHaveLength(1));
  expect(await requestsTo(fetchMock, CONFIRM)[0]!.json()).toEqual({});
  expect(await screen.findByText('Action performed successfully')).toBeInTheDocument();
});

test('send back refuses to go without a comment, then sends it trimmed', async () => {
  const fetchMock = renderDetails(awaiting, { language: 'ar', routes: { [SEND_BACK]: done('under_review') } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Send back', 'مزيد من الإجراءات');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  expect(await within(dialog).findByText('هذا الحقل مطلوب')).toBeInTheDocument();
  expect(requestsTo(fetchMock, SEND_BACK)).toHaveLength(0);
  await user.type(within(dialog).getByRole('textbox', { name: /سبب الإعادة/ }), '  راجع مفردات المرتب  ');
  await user.click(within(dialog).getByRole('button', { name: 'Send back' }));
  await waitFor(() => expect(requestsTo(fetchMock, SEND_BACK)).toHaveLength(1));
  expect(await requestsTo(fetchMock, SEND_BACK)[0]!.json()).toEqual({ comment: 'راجع مفردات المرتب' });
});
