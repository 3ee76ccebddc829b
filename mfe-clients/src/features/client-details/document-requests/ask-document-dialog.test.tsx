import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo } from '@back-office/shared/testing';
import { documentRequest, documentRequestList } from '../../../test/document-requests-fixture';
import { renderDetails } from '../../../test/render-details';

const LIST = 'GET /api/clients/7/document-requests';
const ASK = 'POST /api/clients/7/document-requests';

async function openDialog(name = 'Ask for a document again') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

test('issue 19: document and reason are required; nothing is sent until both are chosen', async () => {
  const fetchMock = renderDetails({}, 'en', undefined, { [LIST]: { body: { data: documentRequestList({ requests: [] }) } } });
  const { user, dialog } = await openDialog();
  const note = within(dialog).getByRole('textbox', { name: 'Note to the applicant' });
  expect(note).toHaveAttribute('maxlength', '2000');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
  expect(within(dialog).getByRole('combobox', { name: /^Document/ })).toHaveAttribute('aria-invalid', 'true');
  expect(requestsTo(fetchMock, ASK)).toHaveLength(0);

  const reason = within(dialog).getByRole('combobox', { name: /^Reason/ });
  expect(
    within(reason)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([expect.any(String), 'Photo unreadable', 'Document expired']);
});

test('a field the server refuses is shown on that field, and the dialog stays with what was typed', async () => {
  const fetchMock = renderDetails({}, 'en', undefined, {
    [LIST]: { body: { data: documentRequestList({ requests: [] }) } },
    [ASK]: { status: 422, body: { message: 'The given data was invalid', errors: { reason_id: ['Choose a value from the list'] } } },
  });
  const { user, dialog } = await openDialog();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Document/ }), 'Salary slip');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Document expired');
  await user.type(within(dialog).getByRole('textbox', { name: 'Note to the applicant' }), 'Last month please');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Choose a value from the list')).toBeInTheDocument();
  expect(within(dialog).getByRole('textbox', { name: 'Note to the applicant' })).toHaveValue('Last month please');
  expect(requestsTo(fetchMock, ASK)).toHaveLength(1);
});

test('a refusal naming no field is shown above the fields', async () => {
  renderDetails({}, 'en', undefined, {
    [LIST]: { body: { data: documentRequestList({ requests: [] }) } },
    [ASK]: { status: 409, body: { message: 'This client has no applicant to ask' } },
  });
  const { user, dialog } = await openDialog();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Document/ }), 'Salary slip');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Document expired');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('This client has no applicant to ask');
});

test('sent: the body as the contract has it, a toast, the dialog closes and the list is read again', async () => {
  let asked = false;
  const fetchMock = renderDetails({}, 'en', undefined, {
    [LIST]: () => ({
      body: { data: documentRequestList({ requests: asked ? [documentRequest({ id: 12, note: 'Last month please' })] : [] }) },
    }),
    [ASK]: () => {
      asked = true;
      return { status: 201, body: { message: 'The applicant has been told', data: documentRequest({ id: 12 }) } };
    },
  });
  const { user, dialog } = await openDialog();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Document/ }), 'Salary slip');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Document expired');
  await user.type(within(dialog).getByRole('textbox', { name: 'Note to the applicant' }), '  Last month please ');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));

  expect(await screen.findByText('The applicant has been told')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Last month please')).toBeInTheDocument();
  expect(await requestsTo(fetchMock, ASK)[0]!.json()).toEqual({ document_type_id: 6, reason_id: 2, note: 'Last month please' });
  expect(requestsTo(fetchMock, LIST).length).toBeGreaterThanOrEqual(2);
});

test('no note: it is left out of the body', async () => {
  const fetchMock = renderDetails({}, 'en', undefined, {
    [LIST]: { body: { data: documentRequestList({ requests: [] }) } },
    [ASK]: { status: 201, body: { message: 'The applicant has been told', data: documentRequest() } },
  });
  const { user, dialog } = await openDialog();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Document/ }), 'National ID (back)');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Reason/ }), 'Photo unreadable');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(requestsTo(fetchMock, ASK)).toHaveLength(1));
  expect(await requestsTo(fetchMock, ASK)[0]!.json()).toEqual({ document_type_id: 2, reason_id: 1 });
});

test('in Arabic: the dialog and the required message', async () => {
  renderDetails({}, 'ar', undefined, { [LIST]: { body: { data: documentRequestList({ requests: [] }) } } });
  const { user, dialog } = await openDialog('طلب مستند مرة أخرى');
  expect(within(dialog).getByRole('textbox', { name: 'ملاحظة لمقدّم الطلب' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'إرسال' }));
  expect(await within(dialog).findAllByText('هذا الحقل مطلوب')).toHaveLength(2);
});
