import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationsHost } from '@back-office/shared/ui';
import { ClientsApp } from '../../app';
import { clientDetailResponse } from '../../test/client-detail-fixture';
import { clientFormRoutes, currentLocation, mockRoutes } from '@back-office/shared/testing';
import { mockXhr } from '../../test/mock-xhr';
import { renderWithProviders } from '../../test/render-with-providers';

let xhr: ReturnType<typeof mockXhr> | undefined;
afterEach(() => xhr?.restore());

function renderEdit(route = '/clients/7/edit') {
  mockRoutes({ ...clientFormRoutes(), '/api/clients/7': { body: clientDetailResponse() } });
  return renderWithProviders(
    <>
      <NotificationsHost />
      <ClientsApp />
    </>,
    { language: 'en', route },
  );
}

test('keeps the stored files by path, adds a new one and returns to the details', async () => {
  xhr = mockXhr(() => ({ status: 200, body: { message: 'Client updated', data: { client: { id: 7 } } } }));
  renderEdit();
  expect(await screen.findByRole('textbox', { name: 'Client code' })).toHaveValue('CL-000007');
  expect(screen.getByRole('textbox', { name: 'Gender' })).toHaveValue('Male');
  expect(screen.getByRole('textbox', { name: 'Monthly income (EGP)' })).toHaveAttribute('readonly');
  await waitFor(() =>
    expect(within(screen.getByRole('group', { name: 'Company info' })).getByRole('combobox', { name: /^Area/ })).toHaveDisplayValue(
      'Mesaha',
    ),
  );

  await userEvent.click(screen.getByRole('button', { name: 'Remove document 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
  const row = within(screen.getByRole('group', { name: 'Document 2' }));
  await userEvent.selectOptions(row.getByRole('combobox', { name: /Document type/ }), 'Salary slip');
  await userEvent.upload(row.getByLabelText(/^File/), new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
  await userEvent.click(screen.getByRole('button', { name: 'Update client' }));

  await waitFor(() => expect(xhr!.sent).toHaveLength(1));
  const body = xhr.sent[0]!.body;
  expect(xhr.sent[0]!.url).toBe('/api/clients/update/7');
  expect(body.get('client_documents[0][document_type_id]')).toBe('5');
  expect(body.get('client_documents[0][existing_path]')).toBe('https://files.test/signed/id.png');
  expect(body.get('client_documents[1][document_type_id]')).toBe('6');
  expect((body.get('client_documents[1][files]') as File).name).toBe('slip.pdf');
  expect(body.has('client_documents[2][document_type_id]')).toBe(false);
  expect(body.get('monthly_income')).toBe('15000.00');

  expect(await screen.findByText('Client updated')).toBeInTheDocument();
  // The 1.5 s itself is useSaveThenLeave's test, on a fake clock; a loaded machine may take longer here.
  await waitFor(() => expect(currentLocation()).toBe('/clients/7'));
});

test("a changed mobile number is checked as it is left, leaving this client's own numbers out (issue 15)", async () => {
  const fetchMock = mockRoutes({
    ...clientFormRoutes(),
    '/api/clients/7': { body: clientDetailResponse() },
    '/api/clients/uniqueness': { body: { data: { errors: { prime_mobile_number: 'This mobile number belongs to another client' } } } },
  });
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients/7/edit' });
  const mobile = await screen.findByRole('textbox', { name: /^Mobile number/ });
  await userEvent.clear(mobile);
  await userEvent.type(mobile, '01112345678');
  await userEvent.tab();
  expect(await screen.findByText('This mobile number belongs to another client')).toBeInTheDocument();
  const asked = fetchMock.sent.filter((call) => call.path === '/api/clients/uniqueness');
  expect(asked.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([{ prime_mobile_number: '01112345678', except_id: '7' }]);
});

test('an id that is not a number is not found', async () => {
  renderEdit('/clients/abc/edit');
  expect(await screen.findByText('Client not found: the address has no valid client number')).toBeInTheDocument();
});

test('a client that cannot load falls back to errorFetchingClientData', async () => {
  mockRoutes({ ...clientFormRoutes(), '/api/clients/7': { body: null, status: 500 } });
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients/7/edit' });
  expect(await screen.findByText('Error fetching client data')).toBeInTheDocument();
});

test.each([
  [true, 'This client has been submitted and can no longer be edited'],
  [false, "You can't edit this client"],
])('a client that may not be edited (submitted: %s) says why instead of showing the form (issue 15)', async (submitted, reason) => {
  mockRoutes({
    ...clientFormRoutes(),
    '/api/clients/7': { body: clientDetailResponse({ can_edit: false, is_submited: submitted }) },
  });
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients/7/edit' });
  expect(await screen.findByRole('heading', { name: reason })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update client' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back to the client' }));
  expect(currentLocation()).toBe('/clients/7');
});

test('a save refused as stale (409) says so, reloads the latest client keeping what was typed, and saves with the new version (issue 16)', async () => {
  let served = clientDetailResponse({ version: 3 });
  mockRoutes({ ...clientFormRoutes(), '/api/clients/7': () => ({ body: served }) });
  xhr = mockXhr((upload) =>
    upload.headers['If-Match'] === '"4"'
      ? { status: 200, body: { message: 'Client updated', data: { client: { id: 7 } } } }
      : { status: 409, body: { message: 'Someone else changed this client after you opened it; reload and save again' } },
  );
  renderWithProviders(
    <>
      <NotificationsHost />
      <ClientsApp />
    </>,
    { language: 'en', route: '/clients/7/edit' },
  );
  const title = await screen.findByRole('textbox', { name: /^Job title/ });
  await userEvent.clear(title);
  await userEvent.type(title, 'مدير');
  await userEvent.click(screen.getByRole('button', { name: 'Update client' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Someone else changed this client after you opened it; reload and save again');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(xhr.sent[0]!.headers['If-Match']).toBe('"3"');

  // Meanwhile someone else changed the company name and the version moved on.
  served = clientDetailResponse({ version: 4, company_name: 'شركة الدلتا' });
  await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
  expect(await screen.findByText('The latest version is loaded and what you typed is kept; check it and save again')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^Company name/ })).toHaveValue('شركة الدلتا'));
  expect(screen.getByRole('textbox', { name: /^Job title/ })).toHaveValue('مدير');
  expect(screen.queryByText('Someone else changed this client after you opened it; reload and save again')).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Update client' }));
  await waitFor(() => expect(xhr!.sent).toHaveLength(2));
  expect(xhr.sent[1]!.headers['If-Match']).toBe('"4"');
  expect(xhr.sent[1]!.body.get('title')).toBe('مدير');
  expect(xhr.sent[1]!.body.get('company_name')).toBe('شركة الدلتا');
  await waitFor(() => expect(currentLocation()).toBe('/clients/7'));
});
