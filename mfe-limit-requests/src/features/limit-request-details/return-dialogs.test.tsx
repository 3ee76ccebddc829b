import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '@back-office/shared/testing';
import { openAction } from '../../test/open-action';
import { renderDetails } from '../../test/render-details';

const RETURN = 'POST /api/limit-requests/5/action/20';
const RESUBMIT = 'POST /api/limit-requests/5/action/21';
const done = (status: string) => ({ body: { data: { limit_request: { id: 5, request_status: status, decision_status: 'pending' } } } });

/** Issue 18: under review by this reviewer, who may return it to its agent. */
const underReview = {
  request_status: 'under_review' as const,
  assigned_to: 'Omar Risk',
  available_actions: [{ id: 20, name: 'Return to agent', core_function_key: 'return_to_agent' as const }],
};

/** Issue 18: back with its creator, who may resubmit it. */
const returned = {
  request_status: 'returned_to_agent' as const,
  assigned_to: 'Omar Risk',
  return_reason: 'Missing document',
  available_actions: [{ id: 21, name: 'Resubmit', core_function_key: 'resubmit' as const }],
};

test('return needs a reason and a comment, then sends both', async () => {
  const fetchMock = renderDetails(underReview, { routes: { [RETURN]: done('returned_to_agent') } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Return to agent');
  await user.click(within(dialog).getByRole('button', { name: 'Return to agent' }));
  expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
  expect(requestsTo(fetchMock, RETURN)).toHaveLength(0);
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason for returning/ }), 'Amount to be changed');
  await user.type(within(dialog).getByRole('textbox', { name: /What should change/ }), '  Lower the amount to 20,000  ');
  await user.click(within(dialog).getByRole('button', { name: 'Return to agent' }));
  await waitFor(() => expect(requestsTo(fetchMock, RETURN)).toHaveLength(1));
  expect(await requestsTo(fetchMock, RETURN)[0]!.json()).toEqual({ reason_id: 2, comment: 'Lower the amount to 20,000' });
  expect(await screen.findByText('Action performed successfully')).toBeInTheDocument();
});

test('a returned request shows its status and reason; resubmit names the reviewer, in Arabic', async () => {
  const fetchMock = renderDetails(returned, { language: 'ar', routes: { [RESUBMIT]: done('under_review') } });
  const request = await screen.findByRole('region', { name: 'بيانات الطلب' });
  expect(await within(request).findByText('معاد إلى الموظف', { selector: '.fui-Badge' })).toBeInTheDocument();
  expect(within(request).getByText('سبب الإعادة إلى الموظف')).toBeInTheDocument();
  expect(within(request).getByText('Missing document')).toBeInTheDocument();
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Resubmit', 'مزيد من الإجراءات');
  expect(within(dialog).getByText(/Omar Risk/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
  await waitFor(() => expect(requestsTo(fetchMock, RESUBMIT)).toHaveLength(1));
  expect(await requestsTo(fetchMock, RESUBMIT)[0]!.json()).toEqual({});
});
