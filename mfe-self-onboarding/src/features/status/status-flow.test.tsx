import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes } from '@back-office/shared/testing';
import { challengeRoute, listRoutes } from '../../test/applicant-routes';
import { FakeXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

jest.mock('../../kit/photos/compress-image', () => ({
  compressImageFile: () => Promise.resolve({ name: 'id.jpg', type: 'image/jpeg', size: 3, dataUrl: 'data:image/jpeg;base64,/9j/' }),
  readFileAsStored: jest.fn(),
  compressSource: jest.fn(),
}));

const request = {
  id: 12,
  document_type: { id: 5, name: 'National ID' },
  reason: { id: 2, name: 'The photo is blurred' },
  note: 'Please take it in daylight',
  requested_at: '2026-03-01T10:00:00Z',
};
const view = (status: string, requests = [request]) => ({
  body: { data: { reference: 'SO-7K3MQ-9QXDA', status, submitted_at: '2026-02-27T09:00:00Z', document_requests: requests } },
});

beforeEach(() => FakeXhr.install());

async function signIn() {
  await userEvent.type(await screen.findByRole('textbox', { name: /Reference number/ }), 'so-7k3mq-9qxda');
  await userEvent.type(screen.getByRole('textbox', { name: /Your mobile number/ }), '01012345678');
  await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
  await userEvent.type(await screen.findByRole('textbox', { name: /Code from the text message/ }), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Show my application' }));
}

it('asks for a code with a proof of work, verifies it and shows the status and what staff asked for', async () => {
  let statusAnswer = view('documents_requested');
  const mock = mockRoutes({
    ...listRoutes,
    ...challengeRoute,
    'POST /api/self-onboarding/status/code': { status: 202, body: { message: 'sent' } },
    'POST /api/self-onboarding/status/verify': { body: { data: { token: 'tok', expires_at: '2026-03-01T10:30:00Z' } } },
    'GET /api/self-onboarding/status': () => statusAnswer,
  });
  renderApp({ view: 'apply' });
  await userEvent.click(await screen.findByRole('button', { name: 'Check my application' }));
  await signIn();
  expect(await screen.findByText('Documents requested: we need a document from you (see below).')).toBeInTheDocument();
  const code = mock.sent.find((call) => call.path === '/api/self-onboarding/status/code')!;
  const codeBody = await mock.requests.find((sent) => sent.url.endsWith('/status/code'))!.json();
  expect(code.method).toBe('POST');
  expect(codeBody).toMatchObject({ reference: 'SO-7K3MQ-9QXDA', mobile: '01012345678' });
  expect(JSON.parse(atob(codeBody.pow))).toMatchObject({ number: 3 });
  const statusCall = mock.requests.find((sent) => sent.url.endsWith('/self-onboarding/status'))!;
  expect(statusCall.headers.get('Authorization')).toBe('Bearer tok');
  expect(screen.getByRole('heading', { name: 'National ID' })).toBeInTheDocument();
  expect(screen.getByText('The photo is blurred')).toBeInTheDocument();
  expect(screen.getByText('Please take it in daylight')).toBeInTheDocument();

  await userEvent.upload(screen.getByLabelText('Send this document'), new File(['x'], 'id.png', { type: 'image/png' }));
  await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  const xhr = FakeXhr.last();
  expect(xhr.url).toBe('/api/self-onboarding/status/document-requests/12');
  expect(xhr.headers.Authorization).toBe('Bearer tok');
  expect((xhr.body!.get('file') as File).name).toBe('id.jpg');
  act(() => xhr.progress(1, 4));
  expect(screen.getByRole('progressbar', { name: 'Sending…' })).toHaveAttribute('value', '25');
  statusAnswer = view('under_review', []);
  act(() => xhr.respond(201, { message: 'ok' }));
  expect(await screen.findByText('Under review: our team is checking your application.')).toBeInTheDocument();
  expect(screen.getByText('Thank you, your document was received.')).toBeInTheDocument();
});

it('puts the server words under the code when it is wrong', async () => {
  mockRoutes({
    ...listRoutes,
    ...challengeRoute,
    'POST /api/self-onboarding/status/code': { status: 202, body: {} },
    'POST /api/self-onboarding/status/verify': { status: 422, body: { message: 'invalid', errors: { code: ['الرمز غير صحيح'] } } },
  });
  renderApp({ view: 'status' });
  await signIn();
  expect(await screen.findByRole('textbox', { name: /Code from the text message/ })).toHaveAccessibleDescription('الرمز غير صحيح');
});

it('tells the applicant to wait after a 429 on the code', async () => {
  mockRoutes({ ...listRoutes, ...challengeRoute, 'POST /api/self-onboarding/status/code': { status: 429, body: { message: 'Too many' } } });
  renderApp({ view: 'status' });
  await userEvent.type(await screen.findByRole('textbox', { name: /Reference number/ }), 'SO-7K3MQ-9QXDA');
  await userEvent.type(screen.getByRole('textbox', { name: /Your mobile number/ }), '01012345678');
  await userEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.');
});

it('keeps the Idempotency-Key through a 409 naming it (the first send still running) and replaces it after a 422 naming it (issue 20)', async () => {
  mockRoutes({
    ...listRoutes,
    ...challengeRoute,
    'POST /api/self-onboarding/status/code': { status: 202, body: { message: 'sent' } },
    'POST /api/self-onboarding/status/verify': { body: { data: { token: 'tok', expires_at: '2026-03-01T10:30:00Z' } } },
    'GET /api/self-onboarding/status': () => view('documents_requested'),
  });
  renderApp({ view: 'apply' });
  await userEvent.click(await screen.findByRole('button', { name: 'Check my application' }));
  await signIn();
  const chooser = await screen.findByLabelText('Send this document');
  const sendAndAnswer = async (status: number, message: string) => {
    const before = FakeXhr.sent.length;
    await userEvent.upload(chooser, new File(['x'], 'id.png', { type: 'image/png' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(before + 1));
    const xhr = FakeXhr.last();
    act(() => xhr.respond(status, { message, errors: { 'idempotency-key': [message] } }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    return xhr.headers['Idempotency-Key'];
  };
  const first = await sendAndAnswer(409, 'The first request with this key is still being processed');
  const second = await sendAndAnswer(422, 'This key was used for another request');
  const third = await sendAndAnswer(409, 'Still being processed');
  expect(first).toMatch(/^[\w-]{16,}$/);
  expect(second).toBe(first);
  expect(third).not.toBe(first);
});
