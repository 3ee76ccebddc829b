import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editMetaResponse } from '../../test/limit-request-form-fixture';
import { currentLocation, requestsTo, type RouteAnswer } from '@back-office/shared/testing';
import { renderFormPage } from '../../test/render-form-page';

const UPDATE = 'POST /api/limit-requests/update/5';
const textbox = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });

function renderEdit(routes: Record<string, RouteAnswer> = {}) {
  const result = renderFormPage({ route: '/limit-requests/5/edit', routes });
  return result.fetchMock;
}

test('the stored request fills the form; the client is locked and the stored branch kept', async () => {
  renderEdit();
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit limit request' })).toBeInTheDocument();
  expect(await screen.findByDisplayValue('Maadi branch')).toBe(select('Merchant branch'));
  expect(textbox('Client')).toHaveValue('منى أحمد');
  expect(textbox('Client')).toHaveAttribute('readonly');
  expect(textbox('Request code')).toHaveValue('LR-000005');
  expect(select('Merchant')).toHaveDisplayValue('B.TECH');
  expect(select('Product')).toHaveDisplayValue('Laptops');
  expect(textbox('Tenure (months)')).toHaveValue('12');
  expect(select('Request type')).toHaveDisplayValue('Employee');
  expect(textbox('Requested limit (EGP)')).toHaveValue('50000.00');
  expect(textbox('Approved limit (EGP)')).toHaveValue('0.00');
  expect(textbox('Relative name')).toHaveValue('أحمد علي');
  expect(textbox('Relative mobile number')).toHaveValue('01112345678');
  expect(select('Relationship')).toHaveDisplayValue('Brother');
  expect(within(screen.getByRole('list', { name: 'Saved comments' })).getByText('Salary slip checked')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Signed contract (opens in a new tab)' })).toHaveAttribute('target', '_blank');
  expect(screen.queryByRole('group', { name: 'ID card (front)' })).not.toBeInTheDocument();
});

test('issue 17: the branch the request holds stays selected after an admin deactivated it (no longer among the branches)', async () => {
  renderEdit({ 'GET /api/merchants/3/branches': { body: { data: { branches: [{ id: 6, name: 'Nasr City branch' }] } } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit limit request' })).toBeInTheDocument();
  await waitFor(() => expect(select('Merchant branch')).toHaveValue('8'));
  expect(
    within(select('Merchant branch'))
      .getAllByRole('option')
      .map((option) => option.getAttribute('value')),
  ).toEqual(['', '6', '8']);
});

test('new comments: Enter or the button adds, blanks are ignored, removed ones are not sent', async () => {
  const fetchMock = renderEdit({ [UPDATE]: { body: { data: { limit_request: { id: 5, code: 'LR-000005' } } } } });
  const comment = await screen.findByRole('textbox', { name: 'New comment' });
  await userEvent.type(comment, 'First note{Enter}');
  expect(comment).toHaveValue('');
  await userEvent.type(comment, '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
  await userEvent.type(comment, 'ملاحظة ثانية');
  await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
  await userEvent.type(comment, 'Third note{Enter}');
  const pending = within(screen.getByRole('list', { name: 'Comments to add when you save' }));
  expect(pending.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First note', 'ملاحظة ثانية', 'Third note']);
  expect(requestsTo(fetchMock, UPDATE)).toHaveLength(0);

  await userEvent.click(pending.getByRole('button', { name: 'Remove new comment 1' }));
  expect(pending.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['ملاحظة ثانية', 'Third note']);
  expect(within(screen.getByRole('list', { name: 'Saved comments' })).getByText('Salary slip checked')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Update limit request' }));

  await waitFor(() => expect(requestsTo(fetchMock, UPDATE)).toHaveLength(1));
  const body = await requestsTo(fetchMock, UPDATE)[0]!.formData();
  expect(body.get('comments[0]')).toBe('ملاحظة ثانية');
  expect(body.get('comments[1]')).toBe('Third note');
  expect(body.has('comments[2]')).toBe(false);
  expect(body.get('merchant_branch_id')).toBe('8');
  expect(body.get('code')).toBe('LR-000005');
  expect(await screen.findByText('Limit request updated')).toBeInTheDocument();
  // The 1.5 s itself is useSaveThenLeave's test, on a fake clock; a loaded machine may take longer here.
  await waitFor(() => expect(currentLocation()).toBe('/limit-requests/5'));
});

test('issue 15 defect 7: a reviewed request (can_edit false) says why instead of the form, with a way back', async () => {
  const fetchMock = renderEdit({ 'GET /api/limit-requests/edit-meta/5': { body: editMetaResponse({ canEdit: false }) } });
  expect(await screen.findByRole('heading', { level: 2, name: 'Only new requests can be edited' })).toBeInTheDocument();
  expect(screen.getByText('This request is Under review; its review has started, so its terms are fixed.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update limit request' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('link', { name: 'Back to the request' }));
  await waitFor(() => expect(currentLocation()).toBe('/limit-requests/5'));
  expect(requestsTo(fetchMock, UPDATE)).toHaveLength(0);
});

test('issue 15 defect 7: a new request the person may not edit says so, in Arabic', async () => {
  renderFormPage({
    route: '/limit-requests/5/edit',
    language: 'ar',
    routes: { 'GET /api/limit-requests/edit-meta/5': { body: editMetaResponse({ canEdit: false, request_status: 'new' }) } },
  });
  expect(await screen.findByRole('heading', { level: 2, name: 'لا يمكنك تعديل هذا الطلب' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'العودة إلى الطلب' })).toHaveAttribute('href', '/limit-requests/5');
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

test('an id that is not a number says so', async () => {
  renderFormPage({ route: '/limit-requests/abc/edit' });
  expect(await screen.findByText('Limit request not found: the address has no valid request number')).toBeInTheDocument();
});

test('edit metadata that cannot load falls back to errorFetchingMetaData', async () => {
  renderEdit({ 'GET /api/limit-requests/edit-meta/5': { status: 500, body: null } });
  expect(await screen.findByText('Error fetching form data')).toBeInTheDocument();
});

test('edit metadata without data says there is none', async () => {
  renderEdit({ 'GET /api/limit-requests/edit-meta/5': { body: { data: null } } });
  expect(await screen.findByText('No form data available')).toBeInTheDocument();
});

test('an update that fails without a message falls back to errorUpdatingLimitRequest', async () => {
  renderEdit({ [UPDATE]: { status: 500, body: null } });
  await screen.findByDisplayValue('Maadi branch');
  await userEvent.click(screen.getByRole('button', { name: 'Update limit request' }));
  expect(await screen.findByText('Error updating limit request')).toBeInTheDocument();
  expect(currentLocation()).toBe('/limit-requests/5/edit');
});

test('issue 16: a save refused as stale (409) offers Reload, which keeps what was typed and saves with the new version', async () => {
  let served = editMetaResponse({ version: 4 });
  const fetchMock = renderEdit({
    'GET /api/limit-requests/edit-meta/5': () => ({ body: served }),
    [UPDATE]: (request) =>
      request.headers.get('If-Match') === '"5"'
        ? { body: { message: 'Limit request updated', data: { limit_request: { id: 5, code: 'LR-000005' } } } }
        : { status: 409, body: { message: 'Someone else has just changed this limit request; reload and try again' } },
  });
  const tenure = await screen.findByRole('textbox', { name: 'Tenure (months)' });
  await userEvent.clear(tenure);
  await userEvent.type(tenure, '24');
  await userEvent.click(screen.getByRole('button', { name: 'Update limit request' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Someone else has just changed this limit request; reload and try again');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(requestsTo(fetchMock, UPDATE)[0]!.headers.get('If-Match')).toBe('"4"');

  // Meanwhile someone else changed the relative's name and the version moved on.
  served = editMetaResponse({
    version: 5,
    relative_degree: {
      relative_name: 'محمود علي',
      relative_mobile_number: '01112345678',
      relative_degree_type: 'Brother',
      relative_degree_type_id: 2,
    },
  });
  await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
  await waitFor(() => expect(textbox('Relative name')).toHaveValue('محمود علي'));
  expect(textbox('Tenure (months)')).toHaveValue('24');
  expect(screen.queryByText('Someone else has just changed this limit request; reload and try again')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Update limit request' }));
  await waitFor(() => expect(requestsTo(fetchMock, UPDATE)).toHaveLength(2));
  const second = requestsTo(fetchMock, UPDATE)[1]!;
  expect(second.headers.get('If-Match')).toBe('"5"');
  const body = await second.formData();
  expect([body.get('tenure'), body.get('relative_name')]).toEqual(['24', 'محمود علي']);
  await waitFor(() => expect(currentLocation()).toBe('/limit-requests/5'));
});
