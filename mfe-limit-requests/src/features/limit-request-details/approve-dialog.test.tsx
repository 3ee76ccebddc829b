import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney } from '@back-office/shared';
import { requestsTo } from '@back-office/shared/testing';
import { openAction } from '../../test/open-action';
import { renderDetails } from '../../test/render-details';

const APPROVE = 'POST /api/limit-requests/5/action/12';
const done = { body: { data: { limit_request: { id: 5, request_status: 'approved', decision_status: 'approved' } } } };

test('without an amount: approves the requested limit with an empty body', async () => {
  const fetchMock = renderDetails({}, { routes: { [APPROVE]: done } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Approve');
  expect(within(dialog).getByText('Approve limit request LR-000005?')).toBeInTheDocument();
  expect(within(dialog).getByText(/^Leave empty to approve the requested/).textContent).toContain(formatMoney('50000.00', 'en'));
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

  expect(await screen.findByText('Action performed successfully')).toBeInTheDocument();
  const [sent] = requestsTo(fetchMock, APPROVE);
  expect(sent!.headers.get('If-Match')).toBe('"4"');
  expect(await sent!.json()).toEqual({});
});

test('with an amount: above the requested limit is refused, a lower one is sent', async () => {
  const fetchMock = renderDetails({}, { routes: { [APPROVE]: done } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Approve');
  const amount = within(dialog).getByRole('textbox', { name: /Approved limit/ });

  await user.type(amount, '60000');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await within(dialog).findByText('Approved limit must be a positive number not above the requested limit')).toBeInTheDocument();
  expect(requestsTo(fetchMock, APPROVE)).toHaveLength(0);

  await user.clear(amount);
  await user.type(amount, '45000.50');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const [sent] = requestsTo(fetchMock, APPROVE);
  expect(await sent!.json()).toEqual({ approved_limit: '45000.50' });
});

test('issue 15: an optional comment goes with the approval, trimmed, in the JSON body', async () => {
  const fetchMock = renderDetails({}, { routes: { [APPROVE]: done } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Approve');
  const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
  expect(comment).toHaveAttribute('maxlength', '2000');
  await user.type(comment, '  Income verified with the employer  ');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

  await waitFor(() => expect(requestsTo(fetchMock, APPROVE)).toHaveLength(1));
  expect(await requestsTo(fetchMock, APPROVE)[0]!.json()).toEqual({ comment: 'Income verified with the employer' });
});

test('issue 16: says when the typed amount will wait for a second reviewer, by the API’s own rule', async () => {
  renderDetails({ requested_limit: '110000.00' }, { routes: { [APPROVE]: done } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Approve');
  const note = /will wait for a second risk reviewer/;
  // Empty approves the requested 110,000: above the 100,000 threshold; 95,000 is within 20 % and below it.
  expect(within(dialog).getByText(note)).toBeInTheDocument();
  const amount = within(dialog).getByRole('textbox', { name: /Approved limit/ });
  await user.type(amount, '95000');
  await waitFor(() => expect(within(dialog).queryByText(note)).not.toBeInTheDocument());
  await user.clear(amount);
  // 50,000 of 110,000 is more than 20 % below the request.
  await user.type(amount, '50000');
  expect(await within(dialog).findByText(note)).toBeInTheDocument();
});
