import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '@back-office/shared/testing';
import { openAction } from '../../test/open-action';
import { paintedDanger } from '../../test/painted-danger';
import { renderDetails } from '../../test/render-details';

const REJECT = 'POST /api/limit-requests/5/action/13';
const rejected = { body: { data: { limit_request: { id: 5, request_status: 'rejected', decision_status: 'rejected' } } } };

test('issue 16: reject needs a reason from the list; it is sent with the optional comment as JSON', async () => {
  const fetchMock = renderDetails({}, { routes: { [REJECT]: rejected } });
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Reject');
  const confirm = within(dialog).getByRole('button', { name: 'Reject' });
  expect(paintedDanger(confirm)).toBe(true);
  await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), '  Income could not be verified ');
  await user.click(confirm);
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(requestsTo(fetchMock, REJECT)).toHaveLength(0);

  const reason = within(dialog).getByRole('combobox', { name: /Rejection reason/ });
  expect(
    within(reason)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([expect.any(String), 'Insufficient income', 'Incomplete documents']);
  await user.selectOptions(reason, 'Incomplete documents');
  await user.click(confirm);
  await waitFor(() => expect(requestsTo(fetchMock, REJECT)).toHaveLength(1));
  expect(await requestsTo(fetchMock, REJECT)[0]!.json()).toEqual({ reason_id: 2, comment: 'Income could not be verified' });
});

test('a reason the server refuses is shown on the field, in Arabic too', async () => {
  renderDetails(
    {},
    {
      language: 'ar',
      routes: {
        [REJECT]: { status: 422, body: { message: 'البيانات المدخلة غير صالحة', errors: { reason_id: ['اختر قيمة من القائمة'] } } },
      },
    },
  );
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Reject', 'مزيد من الإجراءات');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /سبب الرفض/ }), 'Insufficient income');
  await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
  expect(await within(dialog).findByText('اختر قيمة من القائمة')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Reject' })).toBeInTheDocument();
});
