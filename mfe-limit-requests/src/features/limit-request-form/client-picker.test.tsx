import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestsTo, type FetchMock } from '@back-office/shared/testing';
import { chooseMerchant, chooseMona, enter } from '../../test/fill-limit-request';
import { renderFormPage } from '../../test/render-form-page';

const searches = (fetchMock: FetchMock) => requestsTo(fetchMock, 'GET /api/clients').map((request) => new URL(request.url).searchParams);

afterEach(() => jest.useRealTimers());

test('searches page 1 of 1000 clients once typing pauses for 200 ms', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { fetchMock } = renderFormPage();
  await user.type(await screen.findByRole('combobox', { name: 'Client' }), 'CL-7');
  await act(() => jest.advanceTimersByTimeAsync(150));
  expect(searches(fetchMock).map((query) => query.get('table_search'))).toEqual([null]);

  await act(() => jest.advanceTimersByTimeAsync(50));
  await waitFor(() => expect(searches(fetchMock)).toHaveLength(2));
  const query = searches(fetchMock)[1]!;
  expect(query.get('page')).toBe('1');
  expect(query.get('items_per_page')).toBe('1000');
  expect(query.get('table_search')).toBe('CL-7');
});

test('options show name, code and national ID; a client not submitted cannot be chosen', async () => {
  renderFormPage();
  await userEvent.click(await screen.findByRole('combobox', { name: 'Client' }));
  const mona = await screen.findByRole('option', { name: /منى أحمد/ });
  expect(mona).toHaveTextContent('Code CL-000007 · National ID 29001011234587');
  expect(mona).not.toHaveAttribute('aria-disabled', 'true');
  const mounir = screen.getByRole('option', { name: /منير سامي/ });
  expect(mounir).toHaveAttribute('aria-disabled', 'true');
  expect(mounir).toHaveTextContent('Not submitted');

  await userEvent.click(mounir);
  expect(screen.getByText('Choose a submitted client to fill in the request.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Request code' })).not.toBeInTheDocument();
});

test('choosing a client loads its meta: reserved code, default request type, company info and files', async () => {
  const { fetchMock } = renderFormPage();
  await chooseMona();
  expect(new URL(requestsTo(fetchMock, 'GET /api/limit-requests/meta')[0]!.url).searchParams.get('client_id')).toBe('7');
  expect(screen.getByRole('textbox', { name: 'Request code' })).toHaveValue('LR-000123');
  expect(screen.getByRole('textbox', { name: 'Request code' })).toHaveAttribute('readonly');
  expect(screen.getByRole('combobox', { name: 'Request type' })).toHaveDisplayValue('Freelancer');
  expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('شركة النيل');
  expect(screen.getByRole('textbox', { name: 'Employment type' })).toHaveValue('Freelance');
  const file = screen.getByRole('link', { name: 'National ID (opens in a new tab)' });
  expect(file).toHaveAttribute('href', 'https://files.test/signed/national-id.png');
  expect(file).toHaveAttribute('target', '_blank');
});

test('clearing the client clears the whole request', async () => {
  renderFormPage();
  await chooseMona();
  await chooseMerchant();
  enter('Tenure (months)', '12');
  await userEvent.clear(screen.getByRole('combobox', { name: 'Client' }));

  expect(screen.getByText('Choose a submitted client to fill in the request.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Merchant' })).not.toBeInTheDocument();
  await chooseMona();
  expect(screen.getByRole('combobox', { name: 'Merchant' })).toHaveDisplayValue('Select…');
  expect(screen.getByRole('textbox', { name: 'Tenure (months)' })).toHaveValue('');
});

test('a request started from a client page has that client locked (Arabic)', async () => {
  const { fetchMock } = renderFormPage({ route: '/limit-requests/create/7', language: 'ar' });
  expect(await screen.findByRole('heading', { level: 1, name: 'إنشاء طلب حد ائتماني' })).toBeInTheDocument();
  const client = await screen.findByDisplayValue('منى أحمد');
  expect(client).toHaveAttribute('readonly');
  expect(screen.getByRole('textbox', { name: 'العميل' })).toBe(client);
  expect(screen.getByRole('textbox', { name: 'كود الطلب' })).toHaveValue('LR-000123');
  expect(screen.getByRole('combobox', { name: 'نوع الطلب' })).toHaveDisplayValue('Freelancer');
  expect(new URL(requestsTo(fetchMock, 'GET /api/limit-requests/meta')[0]!.url).searchParams.get('client_id')).toBe('7');
  expect(requestsTo(fetchMock, 'GET /api/clients')).toHaveLength(0);
});

test('a client number that is not a number says so', async () => {
  const { fetchMock } = renderFormPage({ route: '/limit-requests/create/abc' });
  expect(await screen.findByText('Client not found: the address has no valid client number')).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('meta that cannot load says why, and the client picker stays', async () => {
  renderFormPage({
    routes: {
      'GET /api/limit-requests/meta': { status: 422, body: { message: 'A limit request can only be created for a submitted client' } },
    },
  });
  await userEvent.type(await screen.findByRole('combobox', { name: 'Client' }), 'منى');
  await userEvent.click(await screen.findByRole('option', { name: /منى أحمد/ }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('A limit request can only be created for a submitted client')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Client' })).toBeEnabled();
});
