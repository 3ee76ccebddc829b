import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAPTURED_JPEG, fakeCamera, removeCamera } from '../../test/fake-camera';
import { chooseMona, fillValidRequest } from '../../test/fill-limit-request';
import { currentLocation, requestsTo, type RouteAnswer } from '@back-office/shared/testing';
import { renderFormPage } from '../../test/render-form-page';

const STORE = 'POST /api/limit-requests/store';
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create limit request' }));

afterEach(() => {
  jest.restoreAllMocks();
  removeCamera();
});

async function renderFilled(store: RouteAnswer) {
  const { fetchMock } = renderFormPage({ routes: { [STORE]: store } });
  await chooseMona();
  await fillValidRequest();
  return fetchMock;
}

test('sends the SPEC §7 multipart: text fields, the captured ID as JPEG data URL, general documents by index', async () => {
  fakeCamera();
  const fetchMock = await renderFilled({ status: 201, body: { data: { limit_request: { id: 51, code: 'LR-000123' } } } });
  const front = within(screen.getByRole('group', { name: 'ID card (front)' }));
  await userEvent.click(front.getByRole('button', { name: 'Open camera' }));
  await waitFor(() => expect(front.getByRole('button', { name: 'Capture' })).toBeEnabled());
  await userEvent.click(front.getByRole('button', { name: 'Capture' }));

  await userEvent.click(screen.getByRole('button', { name: 'Add document' }));
  const row = within(screen.getByRole('group', { name: 'Document 1' }));
  const type = row.getByRole('combobox', { name: 'Document type' });
  expect(
    within(type)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Select…', 'Salary slip', 'Bank statement']);
  await userEvent.selectOptions(type, 'Salary slip');
  const file = row.getByLabelText(/^File/);
  expect(file).toHaveAttribute('accept', '.pdf,.txt,.html,.eml,.msg');
  await userEvent.upload(file, new File(['%PDF'], 'slip.pdf', { type: 'application/pdf' }));
  await submit();

  await waitFor(() => expect(requestsTo(fetchMock, STORE)).toHaveLength(1));
  const body = await requestsTo(fetchMock, STORE)[0]!.formData();
  expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
    client_id: '7',
    code: 'LR-000123',
    limit_request_type_id: '2',
    requested_limit: '25000.50',
    tenure: '12',
    merchant_id: '3',
    product_id: '5',
    merchant_branch_id: '6',
    relative_degree_type_id: '1',
    relative_name: 'محمود علي',
    relative_mobile_number: '01112345678',
    front_image: CAPTURED_JPEG,
    'general_documents[0][document_type_id]': '11',
  });
  expect((body.get('general_documents[0][file]') as File).name).toBe('slip.pdf');
  // Issue 20: the create carries its submission's key, so a repeat of it never makes a second request.
  expect(requestsTo(fetchMock, STORE)[0]!.headers.get('Idempotency-Key')).toMatch(/^[\w-]{16,}$/);
  expect(body.has('back_image')).toBe(false);
  expect(body.has('selfie')).toBe(false);
});

test('success: the toast, then the new request after 1.5 s', async () => {
  await renderFilled({ status: 201, body: { data: { limit_request: { id: 51, code: 'LR-000123' } } } });
  await submit();
  expect(await screen.findByText('Limit request created')).toBeInTheDocument();
  expect(currentLocation()).toBe('/limit-requests/create');
  // The 1.5 s itself is useSaveThenLeave's test, on a fake clock; a loaded machine may take longer here.
  await waitFor(() => expect(currentLocation()).toBe('/limit-requests/51'));
});

test('issue 20: Create again after a dropped connection, then after a 422, resends the same Idempotency-Key', async () => {
  const answers: Array<() => { status: number; body: unknown }> = [
    () => {
      throw new TypeError('Failed to fetch');
    },
    () => ({ status: 422, body: { message: 'The given data was invalid.', errors: { tenure: ['Too long'] } } }),
    () => ({ status: 201, body: { data: { limit_request: { id: 51, code: 'LR-000123' } } } }),
  ];
  const fetchMock = await renderFilled(() => answers.shift()!());
  await submit();
  expect(await screen.findByText('Error creating limit request')).toBeInTheDocument();
  await submit();
  expect(await screen.findByText('Too long')).toBeInTheDocument();
  await submit();
  await waitFor(() => expect(requestsTo(fetchMock, STORE)).toHaveLength(3));

  const [first, ...retries] = requestsTo(fetchMock, STORE).map((request) => request.headers.get('Idempotency-Key'));
  expect(first).toMatch(/^[\w-]{16,}$/);
  expect(retries).toEqual([first, first]);
});

test('server field errors show under their fields; document errors as the generic message', async () => {
  await renderFilled({
    status: 422,
    body: {
      message: 'The given data was invalid.',
      errors: {
        tenure: ['The request terms cannot change once its review has started'],
        relative_mobile_number: 'This mobile number is blocked',
        'general_documents.0.file': ['Invalid file type: PDF, text, HTML or e-mail message'],
      },
    },
  });
  await submit();
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Tenure (months)' })).toHaveAccessibleDescription(
      'The request terms cannot change once its review has started',
    ),
  );
  expect(screen.getByRole('textbox', { name: 'Relative mobile number' })).toHaveAccessibleDescription('This mobile number is blocked');
  expect(screen.getByText('The given data was invalid. • Please fix the validation errors')).toBeInTheDocument();
  expect(screen.queryByText('Invalid file type: PDF, text, HTML or e-mail message')).not.toBeInTheDocument();
  expect(currentLocation()).toBe('/limit-requests/create');
});

test('a failure without a message falls back to errorCreatingLimitRequest', async () => {
  await renderFilled({ status: 500, body: null });
  await submit();
  expect(await screen.findByText('Error creating limit request')).toBeInTheDocument();
});
