import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showResponse } from '../../test/limit-request-detail-fixture';
import { requestsTo } from '@back-office/shared/testing';
import { openAction } from '../../test/open-action';
import { renderDetails, SHOW_ROUTE } from '../../test/render-details';

const ASSIGN = 'POST /api/limit-requests/5/action/11';

test('a risk user is required; the choice is sent with the version seen, then the page refreshes', async () => {
  let assigned = false;
  const fetchMock = renderDetails(
    {},
    {
      routes: {
        [SHOW_ROUTE]: () => ({ body: showResponse(assigned ? { assigned_to: 'Karim Risk', version: 5 } : {}) }),
        [ASSIGN]: () => {
          assigned = true;
          return {
            body: {
              message: 'Action performed successfully',
              data: { limit_request: { id: 5, request_status: 'under_review', decision_status: 'pending' } },
            },
          };
        },
      },
    },
  );
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Assign user');

  await user.click(within(dialog).getByRole('button', { name: 'Assign user' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
  expect(requestsTo(fetchMock, ASSIGN)).toHaveLength(0);

  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Risk user/ }), 'Karim Risk');
  await user.click(within(dialog).getByRole('button', { name: 'Assign user' }));

  expect(await screen.findByText('Action performed successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const [sent] = requestsTo(fetchMock, ASSIGN);
  expect(sent!.headers.get('If-Match')).toBe('"4"');
  expect(await sent!.json()).toEqual({ user_id: 22 });
  await waitFor(() => expect(requestsTo(fetchMock, SHOW_ROUTE)).toHaveLength(2));
  expect(await screen.findByText('Karim Risk')).toBeInTheDocument();
});

test('the server refusing the user: its message under the field, the dialog stays', async () => {
  renderDetails(
    {},
    {
      language: 'ar',
      routes: { [ASSIGN]: { body: { message: 'بيانات غير صالحة', errors: { user_id: ['المستخدم غير موجود'] } }, status: 422 } },
    },
  );
  const user = userEvent.setup();
  const dialog = await openAction(user, 'Assign user', 'مزيد من الإجراءات');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /مسؤول المخاطر/ }), 'Rana Risk');
  await user.click(within(dialog).getByRole('button', { name: 'Assign user' }));
  expect(await within(dialog).findByText('المستخدم غير موجود')).toBeInTheDocument();
  expect(within(dialog).queryByText('بيانات غير صالحة')).not.toBeInTheDocument();
});
