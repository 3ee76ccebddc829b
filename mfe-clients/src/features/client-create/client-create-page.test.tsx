import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clientFormRoutes, currentLocation, fillClientForm, mockRoutes } from '@back-office/shared/testing';
import { ClientsApp } from '../../app';
import { mockXhr } from '../../test/mock-xhr';
import { renderWithProviders } from '../../test/render-with-providers';

let xhr: ReturnType<typeof mockXhr> | undefined;
afterEach(() => {
  xhr?.restore();
  localStorage.clear();
  jest.useRealTimers();
});

function renderCreate() {
  mockRoutes(clientFormRoutes());
  localStorage.setItem('accessToken', 'token-1');
  localStorage.setItem('userId', '3');
  return renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients/create' });
}

test("creates a client: multipart upload, toast, then that client's page after 1.5 s (issue 15)", async () => {
  xhr = mockXhr(() => ({ status: 201, body: { message: 'Client CL-000042 created', data: { client: { id: 42, code: 'CL-000042' } } } }));
  renderCreate();
  expect(await screen.findByRole('textbox', { name: 'Client code' })).toHaveValue('CL-000042');
  await fillClientForm();

  jest.useFakeTimers();
  await act(async () => screen.getByRole('button', { name: 'Create client' }).click());
  await waitFor(() => expect(xhr!.sent).toHaveLength(1));
  const [upload] = xhr.sent;
  expect(upload!.method).toBe('POST');
  expect(upload!.url).toBe('/api/clients/store');
  expect(upload!.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'en' });
  // Issue 20: the create carries its submission's key, so a repeat of it never makes a second client.
  expect(upload!.headers['Idempotency-Key']).toMatch(/^[\w-]{16,}$/);
  expect(upload!.body.get('client_name')).toBe('منى أحمد');
  expect(upload!.body.get('NID_expired_date')).toBe('2029-03');
  expect(upload!.body.get('birth_date')).toBe('1990-01-01');
  expect(upload!.body.get('gender')).toBe('1');
  expect(upload!.body.get('company_area_id')).toBe('100');

  await act(() => jest.advanceTimersByTimeAsync(1499));
  expect(currentLocation()).toBe('/clients/create');
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(currentLocation()).toBe('/clients/42');
});

test('Create again after a dropped connection resends the same Idempotency-Key (issue 20)', async () => {
  let dropped = false;
  xhr = mockXhr(() => {
    if (dropped) return { status: 201, body: { message: 'Client CL-000042 created', data: { client: { id: 42, code: 'CL-000042' } } } };
    dropped = true;
    return 'network-error';
  });
  renderCreate();
  await screen.findByRole('textbox', { name: 'Client code' });
  await fillClientForm();
  await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error creating client');
  await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
  await waitFor(() => expect(xhr!.sent).toHaveLength(2));
  const [first, retry] = xhr.sent.map((upload) => upload.headers['Idempotency-Key']);
  expect(first).toMatch(/^[\w-]{16,}$/);
  expect(retry).toBe(first);
});

test('server field errors show under the fields with the server message', async () => {
  xhr = mockXhr(() => ({
    status: 422,
    body: { message: 'The given data was invalid.', errors: { national_id: ['This national ID belongs to another client'] } },
  }));
  renderCreate();
  await screen.findByRole('textbox', { name: 'Client code' });
  await fillClientForm();
  await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
  expect(await screen.findByText('This national ID belongs to another client')).toBeInTheDocument();
  expect(screen.getByText('The given data was invalid.')).toBeInTheDocument();
  expect(currentLocation()).toBe('/clients/create');
  // Issue 15, defect 6: the error is brought into sight and focused, not left above the fold.
  await waitFor(() => expect(screen.getByRole('textbox', { name: /National ID/ })).toHaveFocus());
});

test('a failed save without field errors focuses the announced banner (issue 15)', async () => {
  xhr = mockXhr(() => ({ status: 500, body: null }));
  renderCreate();
  await screen.findByRole('textbox', { name: 'Client code' });
  await fillClientForm();
  await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Error creating client');
  await waitFor(() => expect(banner).toHaveFocus());
});

test('a national ID already registered is reported as the field is left (issue 15)', async () => {
  const fetchMock = mockRoutes({
    ...clientFormRoutes(),
    '/api/clients/uniqueness': { body: { data: { errors: { national_id: 'This national ID belongs to another client' } } } },
  });
  localStorage.setItem('accessToken', 'token-1');
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients/create' });
  const nationalId = await screen.findByRole('textbox', { name: /National ID/ });
  await userEvent.type(nationalId, '29001011234578');
  await userEvent.tab();
  expect(await screen.findByText('This national ID belongs to another client')).toBeInTheDocument();
  const asked = fetchMock.sent.filter((call) => call.path === '/api/clients/uniqueness');
  expect(asked).toHaveLength(1);
  expect(Object.fromEntries(asked[0]!.url.searchParams)).toEqual({ national_id: '29001011234578' });
});

test('a failure without a message falls back to errorCreatingClient', async () => {
  xhr = mockXhr(() => ({ status: 500, body: null }));
  renderCreate();
  await screen.findByRole('textbox', { name: 'Client code' });
  await fillClientForm();
  await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
  expect(await screen.findByText('Error creating client')).toBeInTheDocument();
});

test('meta that cannot load says so', async () => {
  mockRoutes({ '/api/clients/meta': { body: {}, status: 500 } });
  renderWithProviders(<ClientsApp />, { language: 'en', route: '/clients/create' });
  expect(await screen.findByText('Error fetching form data')).toBeInTheDocument();
});
